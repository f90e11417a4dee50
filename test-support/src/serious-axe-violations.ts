/**
 * The critical and serious axe-core violations of a page as it is now, each as
 * `rule (count: first targets)`, so a failure names where to look.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

let axeSource: string | undefined;

export interface AxeOptions {
  /**
   * Also report text drawn in its own background colour: axe leaves that "to review" (it may be
   * hidden on purpose), but in Redoc's markup it is a themed colour gone wrong (a selected tab once was).
   */
  invisibleText?: boolean;
  /** Only the part of the page this CSS selector picks (the whole document by default). */
  within?: string;
}

export async function seriousAxeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Once per document: a second copy would only be parsed again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async ({ invisibleText, within }) => {
    interface Result { id: string; impact: string; nodes: { html: string; target: string[]; any: { data?: { messageKey?: string } }[] }[] }
    const axe = (window as unknown as { axe: { run: (ctx: Document | { include: string[] }) => Promise<{ violations: Result[]; incomplete: Result[] }> } }).axe;
    const result = await axe.run(within === undefined ? document : { include: [within] });
    const serious = result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id} (${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
    if (!invisibleText) return serious;
    const invisible = result.incomplete
      .filter((r) => r.id === 'color-contrast')
      .flatMap((r) => r.nodes.filter((n) => n.any.some((c) => c.data?.messageKey === 'equalRatio')))
      .map((n) => `text in its background colour: ${n.html.slice(0, 80)}`);
    return [...serious, ...invisible];
  }, { invisibleText: options.invisibleText ?? false, within: options.within });
}
