/**
 * The hosted "Connected apps" page in Chromium: log in, see the app
 * allowed, withdraw it; the partner's token reaches the person no more. axe-core checks each state
 * in light and dark, on desktop and phone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { hostedFlow } from '../support/oauth.js';
import { serverAndChromium } from '@emoney/test-support/server-and-chromium';
import { clientCredentialsToken } from '../support/tokens.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const ACCEPT = 'application/vnd.emoney.api-v2+json';

const started = serverAndChromium();

async function axe(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('load');
  if (!(await page.evaluate("'axe' in window"))) await page.evaluate(axeSource); // evaluated over the devtools protocol: the screens' strict CSP refuses injected script tags
  const violations = (await page.evaluate(
    `axe.run(document).then((result) => result.violations.map((v) => v.id + ' [' + v.impact + '] ' + JSON.stringify(v.nodes.map((n) => n.target))))`,
  )) as string[];
  expect(violations, what).toEqual([]);
}

describe('the Connected apps page', () => {
  for (const [size, viewport, theme] of [
    ['desktop', { width: 1280, height: 800 }, 'light'],
    ['phone', { width: 390, height: 844 }, 'dark'],
  ] as const) {
    it(`${size}, ${theme}: logs in, lists the allowed app and withdraws it`, async () => {
      const flow = await hostedFlow(started.server);
      const own = await started.server.ctx.db
        .selectFrom('user_profiles')
        .innerJoin('users', 'users.id', 'user_profiles.user_id')
        .select('user_profiles.profile_id')
        .where('users.email', '=', flow.email)
        .executeTakeFirstOrThrow();
      const partnerToken = await clientCredentialsToken(started.server);
      const partnerReads = async () => (await request(started.server.url).get(`/profiles/${own.profile_id}`).set('Authorization', `Bearer ${partnerToken}`).set('Accept', ACCEPT)).status;
      expect(await partnerReads()).toBe(200);

      const context = await started.browser.newContext({ viewport, isMobile: size === 'phone', colorScheme: theme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      try {
        await page.goto(new URL('/onboarding/connected-apps', started.server.url).toString());
        await page.getByRole('heading', { level: 1, name: 'Log in to see your connected apps' }).waitFor();
        await axe(page, 'log in');
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.getByText('Enter your email address.').first().waitFor();
        await axe(page, 'log in, missing details');
        await page.getByLabel('Email').fill(flow.email);
        await page.getByLabel('Password', { exact: true }).fill(flow.password);
        await page.getByRole('button', { name: 'Log in' }).click();

        const heading = page.getByRole('heading', { level: 1, name: 'Connected apps' });
        await heading.waitFor();
        // The new screen takes the focus, for keyboard and screen-reader users.
        await expect.poll(() => page.evaluate('document.activeElement?.tagName')).toBe('H1');
        await page.getByText('Sandbox app', { exact: true }).waitFor();
        await axe(page, 'list');

        await page.getByRole('button', { name: 'Withdraw access of Sandbox app' }).click();
        await page.getByRole('status').filter({ hasText: 'Sandbox app can no longer reach your emoney account.' }).waitFor();
        await page.getByText('No app can reach your account.').waitFor();
        await axe(page, 'withdrawn');
        expect(await partnerReads()).toBe(404);
      } finally {
        await context.close();
      }
    });
  }
});
