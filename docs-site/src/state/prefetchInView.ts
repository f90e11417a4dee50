import type { SiteRoute } from '../navigation/site.js';
import { mayPrefetch, prefetchPage } from './pageLoader.js';

/**
 * Prefetching of the pages whose links scroll into view. One IntersectionObserver watches every
 * internal link; it starts only after the page's own `load` (and when the browser is idle), so
 * prefetches never compete with the page being read. Skipped on 2g and with data saving on.
 */
const linkRoutes = new WeakMap<Element, SiteRoute>();
let observer: IntersectionObserver | undefined;
let waiting: Element[] | undefined;

function startObserving(): void {
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      const route = linkRoutes.get(entry.target);
      if (route) prefetchPage(route);
    }
  });
  for (const link of waiting ?? []) observer.observe(link);
  waiting = undefined;
}

function afterLoad(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Prefetches the link's page once the link is in view; returns the function that stops watching it. */
export function prefetchWhenVisible(link: Element, route: SiteRoute): () => void {
  if (typeof IntersectionObserver !== 'function' || !mayPrefetch()) return () => undefined;
  linkRoutes.set(link, route);
  if (observer) observer.observe(link);
  else if (waiting) waiting.push(link);
  else {
    waiting = [link];
    afterLoad(startObserving);
  }
  return () => {
    observer?.unobserve(link);
    if (waiting) waiting = waiting.filter((l) => l !== link);
    linkRoutes.delete(link);
  };
}
