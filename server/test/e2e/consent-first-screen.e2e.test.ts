/**
 * The consent screen on phones in Chromium: Allow and Deny are on the first screen of a
 * 390 × 844 phone, and the step label keeps to one line at 320 px. Screenshots are saved as
 * onboarding/test-artifacts/consent-<size>.png (git-ignored).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Wallet } from 'ethers';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/crypto/passwords.js';
import { linkAddress } from '../../src/features/addresses/addresses.service.js';
import { grantProfile, insertUser } from '../../src/features/customers/users.repository.js';
import { insertProfile } from '../../src/features/profiles/profiles.repository.js';
import { layoutProblems } from '../support/layout.js';
import { pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { serverAndChromium } from '@emoney/test-support/server-and-chromium';

const artifacts = join(fileURLToPath(new URL('../../../', import.meta.url)), 'onboarding/test-artifacts');
const started = serverAndChromium();

/** An approved customer with one linked wallet: logging in goes straight to the consent screen. */
async function customer(): Promise<{ email: string; password: string }> {
  const email = `consent-${randomUUID()}@example.org`;
  const password = 'a long sandbox password';
  const userId = randomUUID();
  const profileId = randomUUID();
  const now = started.server.clock.now();
  await insertUser(started.server.ctx.db, { id: userId, email, passwordHash: await hashPassword(password, started.server.ctx.config.passwordCost), emailVerified: true });
  await insertProfile(started.server.ctx.db, { id: profileId, kind: 'personal', name: 'Ada Lovelace', state: 'approved', now });
  await grantProfile(started.server.ctx.db, userId, profileId, ['read', 'write'], true);
  await linkAddress(started.server.ctx.db, { address: Wallet.createRandom().address, profileId, chain: 'sepolia', verified: true, now });
  return { email, password };
}

async function consentScreen(viewport: { width: number; height: number }): Promise<Page> {
  const context = await started.browser.newContext({ viewport, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const { email, password } = await customer();
  const start = new URL('/auth', started.server.url);
  const params = { client_id: started.server.seed.authClientId, code_challenge: pkcePair().challenge, redirect_uri: REDIRECT_URI, state: 'consent', skip_create_account: 'true' };
  for (const [k, v] of Object.entries(params)) start.searchParams.set(k, v);
  await page.goto(start.toString());
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Authorize Sandbox app' }).waitFor();
  await page.waitForLoadState('load');
  await page.evaluate('window.scrollTo(0, 0)');
  return page;
}

/** Seen without scrolling: the whole box inside the viewport. */
async function inFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
}

/**
 * The words of the step indicator that a reader sees broken over two lines, and how many lines
 * its "Step n of 4" label takes. Visually hidden text does not count.
 */
async function brokenStepWords(page: Page): Promise<{ broken: string[]; labelLines: number }> {
  // Page code as a string: this workspace compiles without the DOM library.
  return (await page.evaluate(`(() => {
    const nav = document.querySelector('nav[aria-label="Progress"]');
    const broken = [];
    const walker = document.createTreeWalker(nav, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el.closest('.visually-hidden') || el.getBoundingClientRect().width <= 1 || getComputedStyle(el).display === 'none') continue;
      for (const match of node.textContent.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    const label = document.createRange();
    label.selectNodeContents(nav.querySelector('.steps-count'));
    const labelLines = new Set(Array.from(label.getClientRects(), (r) => Math.round(r.top))).size;
    return { broken, labelLines };
  })()`)) as { broken: string[]; labelLines: number };
}

describe('the consent screen on phones', () => {
  it('has Allow and Deny on the first screen of a 390 × 844 phone', async () => {
    const page = await consentScreen({ width: 390, height: 844 });
    await page.screenshot({ path: join(artifacts, 'consent-phone390.png') });
    await page.screenshot({ path: join(artifacts, 'consent-phone390-full.png'), fullPage: true });
    expect(await inFirstScreen(page, page.getByRole('button', { name: 'Allow' })), 'Allow').toBe(true);
    expect(await inFirstScreen(page, page.getByRole('button', { name: 'Deny' })), 'Deny').toBe(true);
    expect(await layoutProblems(page)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('keeps the step label on one line at 320 px', async () => {
    const page = await consentScreen({ width: 320, height: 640 });
    await page.screenshot({ path: join(artifacts, 'consent-phone320.png') });
    expect(await brokenStepWords(page)).toEqual({ broken: [], labelLines: 1 });
    expect(await layoutProblems(page)).toEqual([]);
    await page.context().close();
  }, 90_000);
});
