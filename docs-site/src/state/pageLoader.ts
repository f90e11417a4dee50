import type { PageModule, SiteRoute } from '../navigation/site.js';

export type PageEntry =
  | { status: 'loading'; promise: Promise<PageModule> }
  | { status: 'loaded'; module: PageModule }
  | { status: 'error'; error: unknown };

/**
 * Page chunks, loaded once and shared by rendering, navigation and prefetching. A failed load is
 * kept as an error (so the page can show it) until `retry` asks the browser again.
 */
const entries = new Map<string, PageEntry>();

/** Finds how a route's page loads (pages/pageLoaders.ts, given by the entry: state never imports pages). */
type PageLoaderLookup = (path: string) => (() => Promise<PageModule>) | undefined;
let lookups: PageLoaderLookup[] = [];

/** Tells the loader where pages come from; a later lookup is asked first (a showcase's own pages). */
export function registerPageLoaders(lookup: PageLoaderLookup): void {
  lookups = [lookup, ...lookups];
}

function loaderOf(route: SiteRoute): () => Promise<PageModule> {
  for (const lookup of lookups) {
    const load = lookup(route.path);
    if (load) return load;
  }
  return () => Promise.reject(new Error(`No page loader for the route "${route.path}"`));
}
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pageEntry(route: SiteRoute): PageEntry | undefined {
  return entries.get(route.path);
}

/** Loads a page's chunk (once; again after a failure only through `retry`). */
export function loadPage(route: SiteRoute): Promise<PageModule> {
  const entry = entries.get(route.path);
  if (entry?.status === 'loaded') return Promise.resolve(entry.module);
  if (entry?.status === 'loading') return entry.promise;
  if (entry?.status === 'error') return Promise.reject(entry.error);
  return start(route);
}

export function retryPage(route: SiteRoute): Promise<PageModule> {
  return start(route);
}

function start(route: SiteRoute): Promise<PageModule> {
  const promise = loaderOf(route)().then(
    (module) => {
      entries.set(route.path, { status: 'loaded', module });
      emit();
      return module;
    },
    (error: unknown) => {
      entries.set(route.path, { status: 'error', error });
      emit();
      throw error;
    },
  );
  entries.set(route.path, { status: 'loading', promise });
  emit();
  return promise;
}

/** Prefetching costs data: skip it on 2g and when the reader asked to save data. */
export function mayPrefetch(): boolean {
  const connection = (globalThis.navigator as (Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }) | undefined)?.connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Warms a page's chunk ahead of a likely visit; failures surface only when the page is opened. */
export function prefetchPage(route: SiteRoute): void {
  if (!mayPrefetch() || entries.has(route.path)) return;
  loadPage(route).catch(() => undefined);
}
