/**
 * The hosted screens on phones in Chromium: the action bar of a long step (Continue on the details
 * form) and of the consent screen (Allow and Deny) stays on the screen at 390 × 844 and 320 × 640,
 * and the password field keeps its width with the show-password eye inside it. Screenshots go to
 * onboarding/test-artifacts (or HOSTED_SHOTS_DIR).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Wallet } from 'ethers';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/crypto/passwords.js';
import { linkAddress } from '../../src/features/addresses/addresses.service.js';
import { grantProfile, insertUser } from '../../src/features/customers/users.repository.js';
import { insertProfile } from '../../src/features/profiles/profiles.repository.js';
import { launchChromium } from '../support/browser.js';
import { layoutProblems } from '../support/layout.js';
import { pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

const shots = process.env.HOSTED_SHOTS_DIR ?? join(fileURLToPath(new URL('../../../', import.meta.url)), 'onboarding/test-artifacts');
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startTestServer();
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PASSWORD = 'a long sandbox password';

/** A customer who verified their email: with `approved`, an approved profile and a wallet (straight to consent); without, a profile still to fill in (the details step). */
async function customer(approved: boolean): Promise<string> {
  const email = `phone-${randomUUID()}@example.org`;
  const userId = randomUUID();
  await insertUser(server.ctx.db, { id: userId, email, passwordHash: await hashPassword(PASSWORD, server.ctx.config.passwordCost), emailVerified: true });
  const profileId = randomUUID();
  const now = server.clock.now();
  await insertProfile(server.ctx.db, { id: profileId, kind: 'personal', ...(approved ? { name: 'Ada Lovelace' } : {}), state: approved ? 'approved' : 'created', now });
  await grantProfile(server.ctx.db, userId, profileId, ['read', 'write'], true);
  if (approved) await linkAddress(server.ctx.db, { address: Wallet.createRandom().address, profileId, chain: 'sepolia', verified: true, now });
  return email;
}

async function logIn(viewport: { width: number; height: number }, approved: boolean, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, reducedMotion: 'reduce', colorScheme });
  const page = await context.newPage();
  const email = await customer(approved);
  const start = new URL('/auth', server.url);
  const params = { client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, redirect_uri: REDIRECT_URI, state: 'phone', skip_create_account: 'true' };
  for (const [k, v] of Object.entries(params)) start.searchParams.set(k, v);
  await page.goto(start.toString());
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  return page;
}

/** Seen without scrolling: the whole box inside the viewport. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
}

describe('the hosted screens on phones', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ]) {
    it(`keeps Continue of the long details step on screen at ${viewport.width} × ${viewport.height}, at the top and half way down`, async () => {
      const page = await logIn(viewport, false);
      await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
      await page.evaluate('window.scrollTo(0, 0)');
      const form = await page.evaluate('document.documentElement.scrollHeight');
      // The step is longer than the screen: without the sticky bar Continue would sit below the fold.
      expect(form as number).toBeGreaterThan(viewport.height);
      const continueButton = page.getByRole('button', { name: 'Continue' });
      expect(await inView(page, continueButton), 'Continue at the top').toBe(true);
      await page.screenshot({ path: join(shots, `hosted-details-sticky-${viewport.width}.png`) });
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight / 3)');
      expect(await inView(page, continueButton), 'Continue a third of the way down').toBe(true);
      expect(await layoutProblems(page)).toEqual([]);
      await page.context().close();
    }, 90_000);

    it(`keeps Allow and Deny on the consent screen at ${viewport.width} × ${viewport.height}`, async () => {
      const page = await logIn(viewport, true);
      await page.getByRole('heading', { level: 1, name: 'Authorize Sandbox app' }).waitFor();
      await page.evaluate('window.scrollTo(0, 0)');
      expect(await inView(page, page.getByRole('button', { name: 'Allow' })), 'Allow').toBe(true);
      expect(await inView(page, page.getByRole('button', { name: 'Deny' })), 'Deny').toBe(true);
      await page.screenshot({ path: join(shots, `hosted-consent-sticky-${viewport.width}.png`) });
      await page.context().close();
    }, 90_000);
  }

  it('keeps the password field wide at 320 px: the show-password eye sits inside it and still reveals the password', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, colorScheme });
      const page = await context.newPage();
      const start = new URL('/auth', server.url);
      const params = { client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, redirect_uri: REDIRECT_URI, state: 'eye', skip_create_account: 'true' };
      for (const [k, v] of Object.entries(params)) start.searchParams.set(k, v);
      await page.goto(start.toString());
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor({ timeout: 30_000 });
      const field = page.getByLabel('Password', { exact: true });
      const toggle = page.getByRole('button', { name: 'Show password' });
      const [fieldBox, toggleBox, emailBox] = await Promise.all([field.boundingBox(), toggle.boundingBox(), page.getByLabel('Email').boundingBox()]);
      // As wide as the email field above it (not shrunk to ~125 px beside a text button), the eye within its right end.
      expect(fieldBox!.width).toBeGreaterThanOrEqual(emailBox!.width - 1);
      expect(toggleBox!.x).toBeGreaterThanOrEqual(fieldBox!.x);
      expect(toggleBox!.x + toggleBox!.width).toBeLessThanOrEqual(fieldBox!.x + fieldBox!.width + 1);
      expect(toggleBox!.height).toBeGreaterThanOrEqual(24);
      await field.fill('shown on request');
      await toggle.click();
      expect(await field.getAttribute('type')).toBe('text');
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      await page.screenshot({ path: join(shots, `hosted-password-eye-320-${colorScheme}.png`) });
      expect(await layoutProblems(page)).toEqual([]);
      await context.close();
    }
  }, 90_000);
});
