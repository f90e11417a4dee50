import { useEffect } from 'react';
import type { SiteRoute } from '../navigation/site.js';
import { loadPage, retryPage } from '../state/pageLoader.js';
import { usePageEntry } from '../state/usePageEntry.js';
import { LoadError } from './LoadError.js';
import { Spinner } from './Spinner.js';

/** A page rendered from its lazily loaded chunk: spinner while loading, error and Retry when it fails. */
export function LazyPage({ route }: { route: SiteRoute }) {
  const entry = usePageEntry(route);
  useEffect(() => {
    if (!entry) loadPage(route).catch(() => undefined);
  }, [entry, route]);
  if (!entry || entry.status === 'loading') return <Spinner />;
  if (entry.status === 'error') return <LoadError error={entry.error} onRetry={() => void retryPage(route).catch(() => undefined)} />;
  // Guides take their components from mdxComponents.tsx themselves (vite.config.ts, providerImportSource).
  const Page = entry.module.default as React.ComponentType;
  return <Page />;
}
