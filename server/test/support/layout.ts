import type { Page } from 'playwright-core';

/**
 * What a reader would see as broken in the page's layout: the page scrolls sideways, a visible
 * element reaches past the viewport's right edge, an element's content spills out of its box over
 * its neighbours, or an element cuts its own text off (overflow hidden or an ellipsis) without the
 * whole text being there for screen readers. Text that is
 * shortened on purpose (`aria-hidden`, with the whole text beside it) and visually hidden text
 * do not count. Answers one line per problem; empty when there is none.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // Page code as a string: this workspace compiles without the DOM library.
  return (await page.evaluate(`(() => {
    const problems = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) problems.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px wide in a ' + width + ' px viewport');
    const describe = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"';
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('[aria-hidden="true"], .visually-hidden, svg, script, style, noscript')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Inside a closed <details> nothing shows.
      if (el.closest('details:not([open]) > :not(summary)')) continue;
      if (box.right > width + 1) problems.push('reaches past the right edge (' + Math.round(box.right) + ' > ' + width + '): ' + describe(el));
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const hasText = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
      if (clips && hasText && el.scrollWidth > el.clientWidth + 1) problems.push('cuts its text off: ' + describe(el));
      // Content wider than its own box draws over what is beside it (inline boxes have no width of their own).
      if (!clips && style.display !== 'inline' && !['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) problems.push('its content spills out of its box (' + el.scrollWidth + ' > ' + el.clientWidth + '): ' + describe(el));
    }
    return problems;
  })()`)) as string[];
}

/** The number of visible primary buttons (links drawn as primary buttons included). */
export async function visiblePrimaryActions(page: Page): Promise<number> {
  return (await page.evaluate(
    `Array.from(document.querySelectorAll('.button-primary')).filter((el) => { const b = el.getBoundingClientRect(); return b.width > 0 && b.height > 0 && !el.closest('details:not([open]) > :not(summary)'); }).length`,
  )) as number;
}
