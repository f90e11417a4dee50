/**
 * `authorize({ address, signature, chain })` in real Chromium: a new customer links the wallet
 * the app sent on the wallets screen without signing again, continues and allows; the wallet is
 * theirs, linked once.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { latestCode } from '../support/signup.js';
import { serverAndChromium } from '@emoney/test-support/server-and-chromium';

const artifacts = join(fileURLToPath(new URL('../../../', import.meta.url)), 'onboarding/test-artifacts');
const started = serverAndChromium();

describe('the wallet an app sends with its signature, in Chromium', () => {
  it('a new customer links it on the wallets screen without signing, continues and allows', async () => {
    const context = await started.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    let callback: URL | undefined;
    await context.route(`${REDIRECT_URI}**`, async (route) => {
      callback = new URL(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'partner app callback' });
    });
    const page = await context.newPage();
    const wallet = Wallet.createRandom();
    const email = `sent-wallet-${Date.now()}@example.org`;
    const start = new URL('/auth', started.server.url);
    const params = { client_id: started.server.seed.authClientId, code_challenge: pkcePair().challenge, redirect_uri: REDIRECT_URI, state: 'sent', email, address: wallet.address, signature: await wallet.signMessage(LINK_MESSAGE), chain: 'sepolia' };
    for (const [k, v] of Object.entries(params)) start.searchParams.set(k, v);
    await page.goto(start.toString());

    await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Password', { exact: true }).fill('a long sandbox password');
    await page.getByRole('checkbox', { name: /I agree to the emoney terms of service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByLabel('Code').fill(await latestCode(started.server, email));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Country').selectOption('IS');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Connect your wallets' }).waitFor();
    await page.screenshot({ path: join(artifacts, 'phone-sent-wallet-offered.png'), fullPage: true });
    await page.getByRole('button', { name: 'Link this wallet' }).click({ timeout: 5_000 });
    await page.getByRole('heading', { level: 2, name: 'Wallet linked' }).waitFor();
    await page.screenshot({ path: join(artifacts, 'phone-sent-wallet-linked.png'), fullPage: true });
    const go = page.getByRole('button', { name: 'Continue' });
    expect(await go.isEnabled()).toBe(true);
    await go.click();
    await page.getByRole('heading', { name: 'Authorize Sandbox app' }).waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => callback?.searchParams.get('code') ?? '').not.toBe('');

    const chains = await started.server.ctx.db.selectFrom('address_chains').select('chain').where('address', '=', wallet.address.toLowerCase()).execute();
    expect(chains.map((c) => c.chain)).toEqual(['sepolia']);
    await context.close();
  }, 120_000);
});
