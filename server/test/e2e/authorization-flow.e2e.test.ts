/**
 * The whole authorization code flow in real Chromium, as a person and a partner app live it:
 * authorize → sign up → onboard → connect wallet (injected EIP-1193) → allow → code → token → context.
 */
import { Wallet } from 'ethers';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signUpInChromium } from '@emoney/test-support/chromium-sign-up';
import { injectWallet } from '../support/browser.js';
import { exchangeCode, pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { serverAndChromium } from '@emoney/test-support/server-and-chromium';
import { latestCode } from '../support/signup.js';

const started = serverAndChromium();

describe('authorization code flow in Chromium', () => {
  it('takes a new customer from the app to a token, through the hosted screens', async () => {
    const page = await started.browser.newPage();
    const wallet = Wallet.createRandom();
    await injectWallet(page, wallet as unknown as Wallet);
    // The partner app is not running: answer its callback in the browser and remember the URL.
    let callback: URL | undefined;
    await page.route(`${REDIRECT_URI}**`, async (route) => {
      callback = new URL(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'partner app callback' });
    });

    const { verifier, challenge } = pkcePair();
    const email = `browser-${Date.now()}@example.org`;
    const start = new URL('/auth', started.server.url);
    for (const [k, v] of Object.entries({ client_id: started.server.seed.authClientId, code_challenge: challenge, code_challenge_method: 'S256', redirect_uri: REDIRECT_URI, state: 'e2e-state', email })) {
      start.searchParams.set(k, v);
    }
    await page.goto(start.toString());
    expect(new URL(page.url()).pathname).toBe('/onboarding/');

    // 1-3. Sign up (the email is prefilled from the request), onboard, connect the injected wallet.
    await signUpInChromium(page, { email, emailPrefilled: true, code: () => latestCode(started.server, email), wallet });

    // 4. Authorize.
    await page.screenshot({ path: '/tmp/emoney-e2e-authorize.png', fullPage: true }).catch(() => undefined);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => callback?.toString() ?? '').toContain('code=');

    expect(callback!.searchParams.get('state')).toBe('e2e-state');
    const tokens = await exchangeCode(started.server, callback!.searchParams.get('code')!, verifier);
    expect(tokens.status).toBe(200);
    const context = await request(started.server.url).get('/auth/context').set('Authorization', `Bearer ${tokens.body.access_token}`);
    expect(context.status).toBe(200);
    expect(context.body.email).toBe(email);
    expect(context.body.profiles[0]).toMatchObject({ kind: 'personal', name: 'Ada Lovelace', state: 'approved' });
    // The wallet really was linked to the customer's profile.
    const linked = await started.server.ctx.db.selectFrom('addresses').select('profile_id').where('address', '=', wallet.address.toLowerCase()).executeTakeFirst();
    expect(linked?.profile_id).toBe(context.body.defaultProfile);
  }, 60_000);
});
