/**
 * Mends two accessibility faults of Redoc 2's markup after it renders, and again whenever it renders
 * more (a tab, an expanded response): no option of Redoc reaches them, and axe checks this page like
 * any other.
 * - Code samples and JSON panels scroll sideways but cannot take focus, so a keyboard cannot scroll
 *   them: each one that scrolls becomes focusable.
 * - A sidebar entry that holds a sub-menu is labelled with its own name only (aria-label), while its
 *   visible text includes the entries under it; a speech-input user says what they see. Without the
 *   label, its name is its visible text. The same for an entry whose label leaves out part of what it
 *   shows (a webhook's event badge).
 */
const SCROLLERS = 'pre, .redoc-json';
const LABELLED_MENUS = 'li[role="menuitem"][aria-label]';

function mend(root: HTMLElement): void {
  for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    if (!el.hasAttribute('tabindex') && (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)) el.tabIndex = 0;
  }
  for (const li of root.querySelectorAll<HTMLElement>(LABELLED_MENUS)) {
    const label = (li.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
    const shown = (li.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
    if (li.querySelector(':scope > ul') || !label.includes(shown)) li.removeAttribute('aria-label');
  }
}

/** Mends the rendered reference now and after each change; returns the function that stops it. */
export function mendRedocMarkup(root: HTMLElement): () => void {
  let queued = 0;
  mend(root);
  const observer = new MutationObserver(() => {
    // Once per frame, however many nodes Redoc adds.
    queued ||= requestAnimationFrame(() => {
      queued = 0;
      mend(root);
    });
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(queued);
  };
}
