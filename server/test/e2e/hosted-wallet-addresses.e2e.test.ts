/**
 * The wallets step with a browser wallet, in Chromium: the chain is taken from the wallet (asked
 * for only when the wallet's network is not one emoney supports), and linked addresses show
 * shortened on one line with a copy button, the whole address in their text and tooltip. At 320 px
 * and 390 × 844, light and dark; each screen is checked for layout and axe and saved in
 * onboarding/test-artifacts/.
 */
import { randomUUID } from 'node:crypto';
import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { injectWallet } from '@emoney/test-support/browser';
import { serverAndChromium } from '@emoney/test-support/server-and-chromium';
import { accountWithProfile, SMALL_PHONE, VIEWS, Visit, type View } from './hosted-visit.js';

const started = serverAndChromium();
const PHONE = VIEWS[1];
const PASSWORD = 'a long sandbox password';

/** Signed in with an approved profile and no wallet: the wallets step. */
async function atWalletsStep(view: View, theme: 'light' | 'dark', chainId: string): Promise<{ visit: Visit; wallet: ReturnType<typeof Wallet.createRandom> }> {
  const visit = await Visit.open(started.browser, started.server, view, theme);
  const wallet = Wallet.createRandom();
  await injectWallet(visit.page, wallet as unknown as Wallet, { chainId });
  const email = `wallet-chain-${randomUUID()}@example.org`;
  await accountWithProfile(started.server, email, PASSWORD, 'approved');
  await visit.start(`wallet-chain-${visit.name}`, { skip_create_account: 'true' });
  await visit.page.getByLabel('Email').fill(email);
  await visit.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visit.page.getByRole('button', { name: 'Log in' }).click();
  await visit.heading('Connect your wallets');
  return { visit, wallet };
}

/** At the wallets step with a wallet on BNB Smart Chain (56, not a chain of the contract), Connect wallet pressed: the chain is asked for. */
async function onUnsupportedChain(view: View, theme: 'light' | 'dark'): Promise<Visit> {
  const { visit } = await atWalletsStep(view, theme, '0x38');
  await visit.page.getByRole('button', { name: 'Connect wallet' }).click();
  await visit.page.locator('#wallet-chain').waitFor();
  return visit;
}

/** Connect wallet pressed once the network is settled: the wallet is linked on `chain` alone; the visit ends. */
async function linksOn(visit: Visit, chain: string): Promise<void> {
  await visit.page.getByRole('button', { name: 'Connect wallet' }).click();
  await visit.page.getByRole('heading', { level: 2, name: 'Wallet linked' }).waitFor();
  expect(await visit.page.locator('.address-list .tag').allInnerTexts()).toEqual([chain]);
  await visit.close();
}

const visits = (pairs: readonly (readonly [View, 'light' | 'dark'])[]) => pairs.map(([view, theme]) => ({ view, theme, label: `${view.size} ${theme}` }));
const EVERY_VISIT = visits([
  [SMALL_PHONE, 'light'],
  [SMALL_PHONE, 'dark'],
  [PHONE, 'light'],
  [PHONE, 'dark'],
]);

describe('the wallets step with a browser wallet', () => {
  it.each(EVERY_VISIT)('links on the wallet’s own chain without asking, and shows the address short with a copy button ($label)', async ({ view, theme }) => {
    // A Gnosis Chiado wallet: asking first would have linked the default (Sepolia).
    const { visit, wallet } = await atWalletsStep(view, theme, '0x27d8');
    const page = visit.page;
    await visit.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: started.server.url });
    // Nothing asks for the chain before connecting (the folded paste form has its own).
    expect(await page.locator('#wallet-chain').count()).toBe(0);
    expect(await page.getByLabel('Chain').isVisible()).toBe(false);
    await visit.check('3-wallet-connect');

    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('heading', { level: 2, name: 'Wallet linked' }).waitFor();
    const item = page.locator('.address-list li').first();
    expect(await item.locator('.tag').innerText()).toBe('Chiado (Gnosis testnet)');

    // Short on the screen, on one line; whole as the tooltip, in the text and in a selection.
    const full = wallet.address;
    const short = `${full.slice(0, 6)}…${full.slice(-4)}`;
    const shown = item.locator('.address-short');
    expect(await shown.evaluate((el) => (el as unknown as { innerText: string }).innerText.replace(/\s/g, ''))).toBe(full);
    expect(await shown.evaluate((el) => (el as unknown as { getClientRects(): { length: number } }).getClientRects().length)).toBe(1);
    expect(await shown.evaluate((el) => Math.round((el as unknown as { getBoundingClientRect(): { width: number } }).getBoundingClientRect().width))).toBeLessThan(140);
    expect(await shown.getAttribute('title')).toBe(full);
    // Screen readers read the whole address, not the ellipsis.
    expect(await item.ariaSnapshot()).toContain(`text: "${full}"`);
    // Page code as a string: this workspace compiles without the DOM library.
    const selected = await page.evaluate(`(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('.address-list .address-short'));
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      const text = selection.toString();
      selection.removeAllRanges();
      return text;
    })()`);
    expect(selected).toBe(full);

    // Copy: the whole address in the clipboard, "Copied" shown and announced (a polite status).
    const copy = page.getByRole('button', { name: `Copy address ${short}` });
    await copy.click();
    const status = item.getByRole('status');
    await expect.poll(() => status.innerText()).toBe('Copied');
    expect(await status.isVisible()).toBe(true);
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(full);
    await page.evaluate('window.scrollTo(0, 0)');
    await visit.check('3-wallet-linked-short-address');

    // The consent screen lists it the same way.
    await page.getByRole('button', { name: 'Continue' }).click();
    await visit.heading('Authorize Sandbox app');
    expect(await page.locator('.address-short').getAttribute('title')).toBe(full);
    await visit.check('4-authorize-short-address');
    await visit.close();
  }, 120_000);

  it.each(
    visits([
      [SMALL_PHONE, 'light'],
      [PHONE, 'dark'],
    ]),
  )('says plainly when the wallet’s network is not supported and offers the supported ones ($label)', async ({ view, theme }) => {
    const visit = await onUnsupportedChain(view, theme);
    const page = visit.page;
    const chain = page.locator('#wallet-chain');
    expect(await page.locator('#wallet-chain-error').innerText()).toContain('Your wallet is on a network emoney does not support (chain id 56).');
    const offered = await chain.locator('option').allInnerTexts();
    expect(offered).toContain('Sepolia (Ethereum testnet)');
    expect(offered).toContain('Chiado (Gnosis testnet)');
    expect(offered.some((name) => /BNB|Noble|Grand/.test(name))).toBe(false);
    // Nothing was linked.
    expect(await page.locator('.address-list li').count()).toBe(0);
    await visit.check('3-wallet-unsupported-chain');

    await chain.selectOption('amoy');
    await linksOn(visit, 'Amoy (Polygon testnet)');
  }, 120_000);

  it('takes the wallet’s chain again once the wallet switched to a supported one', async () => {
    const visit = await onUnsupportedChain(PHONE, 'light');
    await visit.page.evaluate("window.__testWalletChainId = '0x14a34'");
    await linksOn(visit, 'Base Sepolia (testnet)');
  }, 120_000);
});
