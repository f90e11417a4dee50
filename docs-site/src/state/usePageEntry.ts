import { useSyncExternalStore } from 'react';
import type { SiteRoute } from '../navigation/site.js';
import { pageEntry, subscribe, type PageEntry } from './pageLoader.js';

/** The load state of a route's page chunk, re-rendering when it changes. */
export function usePageEntry(route: SiteRoute | undefined): PageEntry | undefined {
  const read = () => (route ? pageEntry(route) : undefined);
  return useSyncExternalStore(subscribe, read, read);
}
