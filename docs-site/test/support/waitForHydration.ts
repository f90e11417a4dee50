import type { Page } from 'playwright-core';

/**
 * Waits until React holds the page: the prerendered page shows its heading before React takes it
 * over (after its chunk loads), and a click before that does nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}
