/**
 * The Connected apps page wears the flow's chrome: the Sandbox badge in its header, the flow's
 * footer, and "Forgot password?" on its log-in, which resets the password in place. At 320 px and
 * 390 × 844, light and dark; each screen is checked for layout and axe and saved in
 * onboarding/test-artifacts/.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverAndChromium } from '@emoney/test-support/server-and-chromium';
import { SINGLE_USER_SANDBOX } from '../support/test-app.js';
import { accountWithProfile, SMALL_PHONE, VIEWS, Visit } from './hosted-visit.js';

// The single-user sandbox (`make start`): the password reset works at once.
const started = serverAndChromium(SINGLE_USER_SANDBOX);

describe.each([
  [SMALL_PHONE, 'light'],
  [SMALL_PHONE, 'dark'],
  [VIEWS[1], 'light'],
  [VIEWS[1], 'dark'],
] as const)('the Connected apps page', (view, theme) => {
  it(`has the flow's header and footer and a working "Forgot password?" (${view.size} ${theme})`, async () => {
    const visit = await Visit.open(started.browser, started.server, view, theme);
    const page = visit.page;
    const email = `chrome-${randomUUID()}@example.org`;
    await accountWithProfile(started.server, email, 'the first long password', 'approved');

    // The flow's footer, to compare with.
    await visit.start(`chrome-${visit.name}`);
    const flowFooter = await page.locator('.site-footer').innerText();

    await page.goto(new URL('/onboarding/connected-apps', started.server.url).toString());
    await visit.heading('Log in to see your connected apps');
    await expect.poll(() => page.locator('.sandbox-badge').allInnerTexts()).toEqual(['Sandbox']);
    expect(await page.locator('.site-footer').innerText()).toBe(flowFooter);
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
    await visit.check('connected-apps-list');
    await visit.close();
  }, 120_000);
});
