/**
 * The Connected apps page wears the flow's chrome: the Sandbox badge in its header, the flow's
 * footer (but for the app it names: no app sent the person here), "Forgot password?" on its
 * log-in, which resets the password in place, and once signed in "Signed in as …" with Log out in
 * the header and a way back below the list, the empty one too. At 320 px, 390 × 844 and desktop,
 * light and dark; each screen is checked for layout and axe and saved in onboarding/test-artifacts/.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverAndChromium } from '@emoney/test-support/server-and-chromium';
import { authorizeApp } from '../../src/features/customers/users.repository.js';
import { SINGLE_USER_SANDBOX } from '../support/test-app.js';
import { accountWithProfile, SMALL_PHONE, VIEWS, Visit } from './hosted-visit.js';

// The single-user sandbox (`make start`): the password reset works at once.
const started = serverAndChromium(SINGLE_USER_SANDBOX);

describe.each([
  [SMALL_PHONE, 'light'],
  [SMALL_PHONE, 'dark'],
  [VIEWS[1], 'light'],
  [VIEWS[1], 'dark'],
  [VIEWS[0], 'light'],
] as const)('the Connected apps page', (view, theme) => {
  it(`has the flow's header, a footer of its own, a working "Forgot password?", and once signed in Log out and Go back (${view.size} ${theme})`, async () => {
    const visit = await Visit.open(started.browser, started.server, view, theme);
    const page = visit.page;
    const email = `chrome-${randomUUID()}@example.org`;
    await accountWithProfile(started.server, email, 'the first long password', 'approved');
    // One app allowed, as the consent screen's Allow records it.
    const db = started.server.ctx.db;
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const app = await db.selectFrom('apps').select('id').where('client_id', '=', started.server.seed.authClientId).executeTakeFirstOrThrow();
    await authorizeApp(db, app.id, user.id, started.server.clock.now());

    // The flow's footer, to compare with.
    await visit.start(`chrome-${visit.name}`);
    const flowFooter = await page.locator('.site-footer').innerText();

    await page.goto(new URL('/onboarding/connected-apps', started.server.url).toString());
    await visit.heading('Log in to see your connected apps');
    await expect.poll(() => page.locator('.sandbox-badge').allInnerTexts()).toEqual(['Sandbox']);
    expect(flowFooter).toContain('The app you came from never sees your password.');
    expect(await page.locator('.site-footer').innerText()).toBe(flowFooter.replace('The app you came from never sees', 'The apps you allow never see'));
    await visit.check('connected-apps-log-in');

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await visit.heading('Reset your password');
    expect(new URL(page.url()).searchParams.get('mode')).toBe('reset');
    await visit.check('connected-apps-reset');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('New password', { exact: true }).fill('the second long password');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await visit.heading('Log in to see your connected apps');
    await page.getByText('If an account has this email address, its password is now the new one.').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('the second long password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await visit.heading('Connected apps');
    await page.getByText('Sandbox app', { exact: true }).waitFor();
    // Who is signed in, and Log out, in the header as on the flow's screens.
    expect(await page.locator('.account-bar .short-email').getAttribute('title')).toBe(email);
    await visit.check('connected-apps-list');

    await page.getByRole('button', { name: 'Withdraw access of Sandbox app' }).click();
    await page.getByText('No app can reach your account.').waitFor();
    await visit.check('connected-apps-empty');
    // The way back: the page this tab showed before (the flow's); forward again, still signed in.
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname !== '/onboarding/connected-apps');
    await page.goForward();
    await visit.heading('Connected apps');
    await page.getByRole('button', { name: 'Log out' }).click();
    await visit.heading('Log in to see your connected apps');
    expect(await page.locator('.account-bar').count()).toBe(0);
    await visit.close();
  }, 120_000);
});
