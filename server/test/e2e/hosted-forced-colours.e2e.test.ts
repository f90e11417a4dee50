/**
 * The hosted screens in forced colours (Windows high contrast): what colour alone said must be said
 * by a glyph, an edge and words, and the focus ring must be an outline the system colours keep.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/crypto/passwords.js';
import { grantProfile, insertUser } from '../../src/features/customers/users.repository.js';
import { insertProfile } from '../../src/features/profiles/profiles.repository.js';
import { serverAndChromium } from '@emoney/test-support/server-and-chromium';
import { SINGLE_USER_SANDBOX } from '../support/test-app.js';
import { Visit, VIEWS } from './hosted-visit.js';

// The screens as a single-user sandbox (`make start`) shows them: the mailbox open, the password reset instant.
const started = serverAndChromium(SINGLE_USER_SANDBOX);

describe('hosted screens in forced colours', () => {
  it('mark completed steps with a glyph and an edge, name them for screen readers, and draw the focus ring as an outline', async () => {
    // An account made directly (sign-up has its own test in onboarding-trust.e2e.test.ts): log in, and land on the details step.
    const email = `forced-${Date.now()}@example.org`;
    const password = 'a long sandbox password';
    const userId = randomUUID();
    const profileId = randomUUID();
    await insertUser(started.server.ctx.db, { id: userId, email, passwordHash: await hashPassword(password, started.server.ctx.config.passwordCost), emailVerified: true });
    await insertProfile(started.server.ctx.db, { id: profileId, kind: 'personal', state: 'created', now: started.server.clock.now() });
    await grantProfile(started.server.ctx.db, userId, profileId, ['read', 'write'], true);

    const visit = await Visit.open(started.browser, started.server, VIEWS[0], 'light', true);
    const { page } = visit;
    await visit.start('forced-colors', { skip_create_account: 'true' });
    expect(await page.evaluate("matchMedia('(forced-colors: active)').matches")).toBe(true);
    await visit.heading('Log in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await visit.heading('Your details');

    const steps = page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem');
    expect(await steps.count()).toBe(4);
    const current = page.locator('.steps-list li[aria-current="step"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).not.toContain('(completed)');
    const done = page.locator('.steps-list li.done');
    expect(await done.count()).toBe(1);
    expect(await done.textContent()).toContain('(completed)');
    // The check mark is drawn (forced colours do not adjust it away) and the step keeps a solid edge.
    const check = done.locator('.step-check');
    expect(await check.isVisible()).toBe(true);
    expect(await check.textContent()).toBe('✓');
    const mark = (await page.evaluate(
      `(() => { const li = document.querySelector('.steps-list li.done'); const s = getComputedStyle(li); const c = getComputedStyle(li.querySelector('.step-check')); return { width: s.borderTopWidth, style: s.borderTopStyle, adjust: c.forcedColorAdjust, color: c.color, bg: getComputedStyle(document.body).backgroundColor }; })()`,
    )) as { width: string; style: string; adjust: string; color: string; bg: string };
    expect(parseFloat(mark.width)).toBeGreaterThanOrEqual(4);
    expect(mark.style).toBe('solid');
    expect(mark.adjust).not.toBe('none');
    expect(mark.color).not.toBe(mark.bg);
    // Upcoming steps look different: a thinner, dashed edge.
    const upcoming = (await page.evaluate(`getComputedStyle(document.querySelector('.steps-list li:last-child')).borderTopStyle`)) as string;
    expect(upcoming).toBe('dashed');

    // The focus ring is an outline, not a shadow (shadows vanish here).
    await page.getByLabel('Last name').focus();
    await page.keyboard.press('Tab');
    const ring = (await page.evaluate(
      `(() => { const s = getComputedStyle(document.activeElement); return { id: document.activeElement.id, style: s.outlineStyle, width: s.outlineWidth, offset: s.outlineOffset }; })()`,
    )) as { id: string; style: string; width: string; offset: string };
    expect(ring.id).toBe('country');
    expect(ring.style).toBe('solid');
    expect(parseFloat(ring.offset)).toBeGreaterThanOrEqual(2);
    expect(parseFloat(ring.width)).toBeGreaterThanOrEqual(3);

    // Invalid fields keep a thicker edge than valid ones.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Some details need your attention.' }).waitFor();
    const edge = (await page.evaluate(`getComputedStyle(document.getElementById('firstName')).borderTopWidth`)) as string;
    expect(parseFloat(edge)).toBeGreaterThanOrEqual(3);
    await visit.check('2-details-errors');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Country').selectOption('IS');
    await page.getByRole('button', { name: 'Continue' }).click();
    await visit.heading('Connect your wallets');
    expect(await page.locator('.steps-list li.done').count()).toBe(2);
    await visit.check('3-wallets');
    await visit.close();
  }, 60_000);
});
