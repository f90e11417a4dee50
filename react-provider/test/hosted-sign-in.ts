/**
 * The sandbox sign-in walk in Chromium, as a new user does it on the hosted screens: create an
 * account (the emailed code read from the sandbox mailbox as this browser), onboard, connect the
 * wallet injected as `window.ethereum` (server/test/support/browser.ts `injectWallet`), allow.
 * Starts on the first hosted screen (the app's authorize button already clicked); ends when the
 * browser is sent back to the app.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sandboxMailboxCode } from '../../sdk/test/integration/support.js';

export interface HostedSignIn {
  /** The server's base URL: the hosted screens are served under `{serverUrl}/onboarding/`. */
  serverUrl: string;
  firstName: string;
  lastName: string;
  /** The injected wallet's address, connected on `chain` during onboarding. */
  wallet: string;
  chain?: string;
  /** The partner app's name the consent screen shows. */
  app?: string;
}

export async function signInOnHostedScreens(page: Page, { serverUrl, firstName, lastName, wallet, chain = 'sepolia', app = 'Sandbox app' }: HostedSignIn): Promise<void> {
  await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 30_000 });
  expect(page.url()).toContain(`${serverUrl}/onboarding/`);
  const email = `sign-in-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long sandbox password');
  await page.getByRole('checkbox', { name: /I agree to the emoney terms of service/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // The code the sandbox mailbox holds for the address, read as this browser (its anti-CSRF cookie).
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  const csrf = (await page.context().cookies()).find((c) => c.name === 'emoney_csrf');
  await page.getByLabel('Code').fill(await sandboxMailboxCode(serverUrl, email, `emoney_csrf=${csrf?.value ?? ''}`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Country').selectOption('IS');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Connect your wallets' }).waitFor();
  await page.getByLabel('Chain').selectOption(chain);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect.poll(() => page.getByText(wallet, { exact: false }).count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: new RegExp(`^Authorize ${app}`) }).waitFor();
  await page.getByRole('button', { name: 'Allow' }).click();
}
