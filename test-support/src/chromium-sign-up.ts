import type { Page } from 'playwright-core';

export interface ChromiumSignUp {
  email: string;
  /** The hosted screens prefill the email the authorization request named: check it instead of typing it. */
  emailPrefilled?: boolean;
  /** The code emailed to the address (the sandbox keeps it in its mailbox). */
  code: () => Promise<string>;
  /** The wallet injected into the page (`injectWallet`, on Sepolia), linked on its chain. */
  wallet: { address: string };
  /** The name given on the details screen (default Ada Lovelace). */
  firstName?: string;
  lastName?: string;
  /** The app the person is signing in to, as the authorize screen names it (default the seeded sandbox app). */
  appName?: string;
}

/**
 * A new customer's walk through the hosted screens in Chromium, as a person does it: sign up
 * (agreeing to the terms), the emailed code, personal details, the injected wallet connected.
 * Stops on the authorize screen, so the test decides there.
 */
export async function signUpInChromium(page: Page, { email, emailPrefilled = false, code, wallet, firstName = 'Ada', lastName = 'Lovelace', appName = 'Sandbox app' }: ChromiumSignUp): Promise<void> {
  await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 30_000 });
  if (emailPrefilled) {
    const shown = await page.getByLabel('Email').inputValue();
    if (shown !== email) throw new Error(`the sign-up screen shows the email ${JSON.stringify(shown)}, not the requested ${email}`);
  } else {
    await page.getByLabel('Email').fill(email);
  }
  await page.getByLabel('Password', { exact: true }).fill('a long sandbox password');
  await page.getByRole('checkbox', { name: /I agree to the emoney terms of service/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.getByLabel('Code').fill(await code());
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Country').selectOption('IS');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Connect your wallets' }).waitFor();
  // The chain is the wallet's own (the injected wallet is on Sepolia): nothing asks for it.
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  // Shown in EIP-55 checksum case, as the wallet itself shows it.
  await page.getByText(wallet.address, { exact: false }).first().waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: new RegExp(`^Authorize ${appName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).waitFor();
}
