/**
 * The hosted screens as people meet them, in real Chromium at desktop (1280×800) and phone
 * (390×844) sizes, light and dark: every step can be left with error=access_denied and the
 * state; pending, rejected and blocked profiles return to the app with their documented
 * description; error pages are HTML; the consent screen shows who asks; the sandbox password
 * reset works. axe-core checks every screen and error state; each is saved as a screenshot in
 * onboarding/test-artifacts/ (git-ignored).
 */
import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { CANCEL_DESCRIPTIONS } from '../../src/features/onboarding/hosted-request-cancel.handlers.js';
import { pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { serverAndChromium } from '@emoney/test-support/server-and-chromium';
import { SINGLE_USER_SANDBOX } from '../support/test-app.js';
import { codeIn, latestCode, mailbox } from '../support/signup.js';
import { expectDenied, expectSummary, sentTo, THEMES, Visit, VIEWS, withCaseTypo } from './hosted-visit.js';

/** Deny on the consent screen (its one way out). */
const DENIED = 'The user denied the request';

// The screens as a single-user sandbox (`make start`) shows them: the mailbox open, the password reset instant.
const started = serverAndChromium(SINGLE_USER_SANDBOX);

async function setProfileState(email: string, state: 'approved' | 'pending' | 'rejected' | 'blocked'): Promise<void> {
  const grant = await started.server.ctx.db
    .selectFrom('users')
    .innerJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select('user_profiles.profile_id')
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  await started.server.ctx.db.updateTable('profiles').set({ state }).where('id', '=', grant.profile_id).execute();
}

describe.each(VIEWS.flatMap((view) => THEMES.map((theme) => ({ view, theme, label: `${view.size} ${theme}` }))))('hosted screens, $label', ({ view, theme }) => {
  it('can be left from every step and every profile state, shows who asks, resets a password, and passes axe', async () => {
    const visit = await Visit.open(started.browser, started.server, view, theme);
    const { page } = visit;
    const tag = `${view.size}-${theme}`;
    const email = `trust-${tag}-${Date.now()}@example.org`;
    const password = 'a long sandbox password';
    const wallet = Wallet.createRandom();

    // Step 1, sign-up: client-side checks written for people, then cancel.
    await visit.start(`${tag}-1`);
    await visit.heading('Create your account');
    await visit.check('1-signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Some details need your attention.' }).waitFor();
    await expectSummary(page, ['Email', 'Password', 'Terms'], {
      email: 'Enter your email address.',
      password: 'Enter your password.',
      terms: 'Agree to the emoney terms and privacy notice to create an account.',
    });
    await visit.check('1-signup-errors');
    expectDenied(await visit.cancel(), `${tag}-1`, CANCEL_DESCRIPTIONS.cancelled);

    // Step 2, details: sign up first (show-password reveals what was typed), then cancel.
    await visit.start(`${tag}-2`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('checkbox', { name: /I agree to the emoney terms of service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // The code emailed to the address: checked in the browser first, read from the sandbox mailbox.
    await visit.heading('Check your email');
    expect(await page.getByText(`We sent a code to ${email}.`).count()).toBe(1);
    expect(await page.getByRole('link', { name: /sandbox mailbox/ }).getAttribute('href')).toBe(`/onboarding/mailbox?to=${encodeURIComponent(email)}`);
    expect(await page.getByLabel('Code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(await page.getByRole('button', { name: 'Cancel and return to Sandbox app' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code field needs your attention.' }).waitFor();
    await expectSummary(page, ['Code'], { code: 'Enter the 8-digit code from the email.' });
    await visit.check('1-verify');
    // The sandbox mailbox page, in the same browser (it holds the sign-up's session).
    const mailboxPage = await visit.context.newPage();
    await mailboxPage.goto(`${started.server.url}/onboarding/mailbox?to=${encodeURIComponent(email)}`);
    await mailboxPage.getByRole('heading', { level: 1, name: 'Sandbox mailbox' }).waitFor();
    await expect.poll(() => mailboxPage.locator('.mail-code-digits').allInnerTexts()).toEqual([await latestCode(started.server, email)]);
    await new Visit(started.server, visit.context, mailboxPage, visit.name).check('mailbox');
    await mailboxPage.close();
    await page.getByLabel('Code').fill(await latestCode(started.server, email));
    await page.getByRole('button', { name: 'Continue' }).click();
    await visit.heading('Your details');
    await visit.check('2-details');
    expectDenied(await visit.cancel(), `${tag}-2`, CANCEL_DESCRIPTIONS.cancelled);

    // Step 3, wallets: onboard first, then cancel. No wallet in this browser: the phone offers
    // wallet apps, the desktop a QR code of this page.
    await visit.start(`${tag}-3`);
    await visit.heading('Your details');
    // KYC for a company: its own field.
    await page.getByRole('radio', { name: 'Corporate' }).check();
    await page.getByLabel('Company name').waitFor();
    await visit.check('2-details-corporate');
    await page.getByRole('radio', { name: 'Personal' }).check();
    const sent = sentTo(page, '/onboarding/api/profile');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Some details need your attention.' }).waitFor();
    await expectSummary(page, ['First name', 'Last name', 'Country'], { firstName: 'Enter your first name.', lastName: 'Enter your last name.', country: 'Choose a country.' });
    await visit.check('2-details-errors');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByRole('button', { name: 'Continue' }).click();
    // One problem: the headline names its field.
    await page.getByRole('alert').filter({ hasText: 'The country field needs your attention.' }).waitFor();
    await expectSummary(page, ['Country'], { country: 'Choose a country.' });
    expect(sent).toEqual([]);
    await page.getByLabel('Country').selectOption('IS');
    await page.getByRole('button', { name: 'Continue' }).click();
    await visit.heading('Connect your wallets');
    if (view.isMobile) {
      const metamask = page.getByRole('link', { name: 'Open in MetaMask' });
      expect(await metamask.getAttribute('href')).toMatch(/^https:\/\/metamask\.app\.link\/dapp\/127\.0\.0\.1:\d+\/onboarding\/\?request=/);
      // The primary action fits the first screen at 390×844.
      const box = await metamask.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    } else {
      await page.getByRole('img', { name: 'QR code of this page, to continue on your phone' }).waitFor();
    }
    await visit.check('3-wallets');
    expectDenied(await visit.cancel(), `${tag}-3`, CANCEL_DESCRIPTIONS.cancelled);

    // Step 4, consent: link a wallet by pasting its signature, then check who asks, then cancel.
    await visit.start(`${tag}-4`);
    await visit.heading('Connect your wallets');
    await page.getByText('Paste an address and signature instead').click();
    const linkSent = sentTo(page, '/onboarding/api/addresses');
    await page.getByLabel('Address').fill('0x1234');
    await page.getByLabel('Signature').fill('0xabcd');
    await page.getByRole('button', { name: 'Link address' }).click();
    await page.getByRole('alert').filter({ hasText: 'Some details need your attention.' }).waitFor();
    await expectSummary(page, ['Address', 'Signature'], {
      address: 'Enter a wallet address: 0x followed by 40 characters 0–9 and a–f.',
      signature: 'Enter the whole signature: 0x followed by 130 characters 0–9 and a–f.',
    });
    await visit.check('3-wallets-paste-errors');
    // A mixed-case address whose capitals are not its checksum is a typo.
    await page.getByLabel('Address').fill(withCaseTypo(wallet.address));
    await page.getByLabel('Signature').fill(await wallet.signMessage(LINK_MESSAGE));
    await page.getByRole('button', { name: 'Link address' }).click();
    await page.getByRole('alert').filter({ hasText: 'The address field needs your attention.' }).waitFor();
    await expectSummary(page, ['Address'], { address: 'The address has a typo: its capital letters do not match its checksum. Copy it again from your wallet.' });
    expect(linkSent).toEqual([]);
    // The server's check: another wallet's signature. Its sentence, too, appears once, at the field.
    await page.getByLabel('Address').fill(wallet.address);
    await page.getByLabel('Signature').fill(await Wallet.createRandom().signMessage(LINK_MESSAGE));
    await page.getByRole('button', { name: 'Link address' }).click();
    await page.getByRole('alert').filter({ hasText: 'The signature is not this address’s signature of the link message' }).waitFor();
    await expectSummary(page, ['Signature'], { signature: 'The signature was not made with this address. Sign the message again with this address and paste the new signature.' });
    await page.getByLabel('Address').fill(wallet.address.toLowerCase());
    await page.getByLabel('Signature').fill(await wallet.signMessage(LINK_MESSAGE));
    await page.getByRole('button', { name: 'Link address' }).click();
    // Focus moves to the new wallet, shown in EIP-55 checksum case; a live region announces it.
    await expect.poll(() => page.evaluate('document.activeElement?.id')).toBe(`wallet-sepolia-${wallet.address.toLowerCase()}`);
    expect(await page.evaluate('document.activeElement?.textContent')).toContain(wallet.address);
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Wallet ${wallet.address} linked on` }).count()).toBe(1);
    await visit.check('3-wallets-linked');
    // A wallet linked by mistake can be removed before consenting; the ways to link another are folded.
    await page.locator('summary', { hasText: 'Link another wallet' }).click();
    const mistake = Wallet.createRandom();
    await page.getByLabel('Address').fill(mistake.address);
    await page.getByLabel('Signature').fill(await mistake.signMessage(LINK_MESSAGE));
    await page.getByRole('button', { name: 'Link address' }).click();
    await expect.poll(() => page.evaluate('document.activeElement?.id')).toBe(`wallet-sepolia-${mistake.address.toLowerCase()}`);
    await page.getByRole('heading', { level: 2, name: '2 wallets linked' }).waitFor();
    await visit.check('3-wallets-several');
    await page.getByRole('button', { name: `Remove ${mistake.address} on Sepolia` }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Wallet ${mistake.address} on Sepolia (Ethereum testnet) removed.` }).count()).toBe(1);
    await expect.poll(() => page.locator('.address-list').getByText(mistake.address).count()).toBe(0);
    expect(await started.server.ctx.db.selectFrom('addresses').select('address').where('address', '=', mistake.address.toLowerCase()).executeTakeFirst()).toBeUndefined();
    await page.getByRole('button', { name: 'Continue' }).click();
    await visit.heading('Authorize Sandbox app');
    const logo = page.locator('.app-identity img');
    expect(await logo.getAttribute('src')).toBe(`${started.server.url}/onboarding/sandbox-app-logo.svg`);
    // The logo really loads (a broken image would still have its src).
    await expect.poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator('.app-identity').innerText()).toMatch(/Sandbox app\s+Returns you to localhost:5173\s+Verified domain/);
    expect(await page.getByRole('main').innerText()).toContain(wallet.address);
    await visit.check('4-authorize');
    expectDenied(await visit.deny(), `${tag}-4`, DENIED);

    // A returning person with linked wallets goes straight to consent; after Allow, going back
    // says the request was already answered.
    // The test clock stands still unless moved: the next request starts after the wallet was linked.
    started.server.clock.advance(1000);
    await visit.start(`${tag}-5`);
    await visit.heading('Authorize Sandbox app');
    // A wallet linked before this request cannot be removed here.
    await page.getByRole('button', { name: 'Change wallets' }).click();
    await visit.heading('Connect your wallets');
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    const csrfToken = (await page.context().cookies(`${started.server.url}/onboarding/`)).find((c) => c.name === 'emoney_csrf')?.value ?? '';
    const unlink = await page.request.delete(`${started.server.url}/onboarding/api/requests/${new URL(page.url()).searchParams.get('request')}/addresses/${wallet.address}?chain=sepolia`, {
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(unlink.status()).toBe(409);
    await page.getByRole('button', { name: 'Continue' }).click();
    await visit.heading('Authorize Sandbox app');
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => visit.callbacks.at(-1)?.searchParams.get('code') ?? null).not.toBeNull();
    await page.waitForURL(`${REDIRECT_URI}**`);
    expect(visit.callbacks.at(-1)!.searchParams.get('state')).toBe(`${tag}-5`);
    await page.goBack();
    await visit.heading('You already answered this request');
    expect(await page.getByRole('link', { name: 'Return to Sandbox app' }).getAttribute('href')).toBe('http://localhost:5173');
    await visit.check('error-answered');

    // Profiles that are not approved explain what happens next and return to the app with their state.
    for (const [state, title] of [
      ['pending', 'Your details are being reviewed'],
      ['rejected', 'Your details'],
      ['blocked', 'Your profile is blocked'],
    ] as const) {
      await setProfileState(email, state);
      await visit.start(`${tag}-${state}`);
      await visit.heading(title);
      await visit.check(`2-profile-${state}`);
      expectDenied(await visit.cancel(), `${tag}-${state}`, CANCEL_DESCRIPTIONS[state]);
    }
    // A pending profile may still finish authorizing.
    await setProfileState(email, 'pending');
    await visit.start(`${tag}-pending-go-on`);
    await page.getByRole('button', { name: 'Continue to Sandbox app while under review' }).click();
    await visit.heading('Authorize Sandbox app');
    expectDenied(await visit.deny(), `${tag}-pending-go-on`, DENIED);
    await setProfileState(email, 'approved');

    // A lost session explains itself on the log-in screen, and the request carries on after logging in.
    await visit.start(`${tag}-lost`);
    await visit.heading('Authorize Sandbox app');
    const user = await started.server.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await started.server.ctx.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await page.getByRole('button', { name: 'Allow' }).click();
    await visit.heading('Log in');
    await page.getByText('You were signed out, because your session ended').waitFor();
    await visit.check('1-login-session-lost');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await visit.heading('Authorize Sandbox app');
    expectDenied(await visit.deny(), `${tag}-lost`, DENIED);

    // Forgot password in the sandbox: no email, the new password works at once.
    await visit.start(`${tag}-6`, { skip_create_account: 'true' });
    await page.getByRole('button', { name: 'Log out' }).click();
    await visit.heading('Log in');
    await visit.check('1-login');
    const loginSent = sentTo(page, '/onboarding/api/session/login');
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Some details need your attention.' }).waitFor();
    await expectSummary(page, ['Email', 'Password'], { email: 'Enter your email address.', password: 'Enter your password.' });
    expect(loginSent).toEqual([]);
    await visit.check('1-login-errors');
    // Signing up with an email that has an account: the same "check your email" step as a new
    // address; the email tells its owner to log in, and carries no code.
    await page.getByRole('link', { name: 'Create an account instead' }).click();
    await visit.heading('Create your account');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password of that account');
    await page.getByRole('checkbox', { name: /I agree to the emoney terms of service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await visit.heading('Check your email');
    expect(await page.getByText('If this address already has an account, the email says so: log in instead.').count()).toBe(1);
    await visit.check('1-signup-taken');
    const [note] = await mailbox(started.server, email);
    expect(note!.body).toContain('you already have one');
    expect(codeIn(note)).toBeUndefined();
    await page.getByRole('link', { name: 'Log in instead' }).click();
    await visit.heading('Log in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await visit.heading('Reset your password');
    await visit.check('1-reset');
    const resetSent = sentTo(page, '/onboarding/api/session/password-reset');
    await page.getByLabel('Email').fill('not an email');
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Some details need your attention.' }).waitFor();
    await expectSummary(page, ['Email', 'New password'], { email: 'Enter a valid email address, like name@example.com.', password: 'New password must be at least 8 characters long.' });
    expect(resetSent).toEqual([]);
    await visit.check('1-reset-errors');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('New password').fill('a brand new sandbox password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await visit.heading('Log in');
    await page.getByText('its password is now the new one').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'wrong' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('a brand new sandbox password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await visit.heading('Authorize Sandbox app');
    expectDenied(await visit.deny(), `${tag}-6`, DENIED);

    // Error pages are HTML pages in the screens' look.
    await page.goto(`${started.server.url}/onboarding/?request=6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b`);
    await visit.heading('This link does not work');
    // An unknown request does not tell which deployment it is: no badge to promise.
    await visit.check('error-unknown-request', { sandbox: false });

    // The server unreachable (the API answers 503): "Something went wrong", with Try again.
    await page.route('**/onboarding/api/requests/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable","status":503,"message":"Service unavailable"}' }));
    await page.goto(`${started.server.url}/onboarding/?request=6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b`);
    await visit.heading('Something went wrong');
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await visit.check('error-unreachable', { sandbox: false });
    await page.unroute('**/onboarding/api/requests/**');

    const badClient = await page.goto(`${started.server.url}/auth?client_id=00000000-0000-4000-8000-000000000000&code_challenge=${pkcePair().challenge}&code_challenge_method=S256`);
    expect(badClient!.status()).toBe(400);
    expect(badClient!.headers()['content-type']).toMatch(/^text\/html/);
    await visit.heading('This link does not work');
    expect(await page.getByRole('alert').innerText()).toContain('gave emoney a sign-in link it cannot use');
    expect(await page.locator('.reference-id').innerText()).toMatch(/^EM-/);
    await visit.check('error-bad-client');

    await visit.start(`${tag}-7`);
    const expiring = page.url();
    // Five minutes before the end the screens warn (the browser's clock moved, not the server's).
    const { expiresAt } = (await (await page.request.get(`${started.server.url}/onboarding/api/requests/${new URL(expiring).searchParams.get('request')}`)).json()) as { expiresAt: string };
    await page.clock.install({ time: new Date(Date.parse(expiresAt) - 4 * 60_000) });
    await page.reload();
    await page.getByRole('status').filter({ hasText: /^This request expires at \d/ }).waitFor();
    await visit.check('4-authorize-expiry-warning');
    started.server.clock.advance(31 * 60_000);
    await page.goto(expiring);
    await visit.heading('This request has expired');
    await visit.check('error-expired');

    await visit.close();
  }, 180_000);
});
