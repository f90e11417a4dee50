import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeAt, type SiteRoute } from './navigation/site.js';
import { AnnouncementProvider } from './state/AnnouncementProvider.js';
import { NavigationProvider } from './state/NavigationProvider.js';
import { SearchProvider } from './state/SearchProvider.js';
import { ThemeProvider } from './state/ThemeProvider.js';
import { usePageEntry } from './state/usePageEntry.js';
import { CrashBoundary } from './theme/CrashBoundary.js';
import { GuidePager } from './theme/GuidePager.js';
import { LazyPage } from './theme/LazyPage.js';
import { Layout } from './theme/Layout.js';
import { NotFound } from './theme/NotFound.js';

export const NOT_FOUND_TITLE = 'Page not found';

/** Keeps <title>, the description and the scroll position in step with client-side navigation. */
function usePageMeta(route: SiteRoute | undefined): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    document.title = route ? `${route.title} | emoney` : `${NOT_FOUND_TITLE} | emoney`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', route?.description ?? '');
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [route, pathname, hash]);
}

function Page({ route }: { route: SiteRoute | undefined }) {
  const { pathname } = useLocation();
  usePageMeta(route);
  // The table of contents comes with the page's chunk (guides compute it at build time).
  const entry = usePageEntry(route);
  const toc = entry?.status === 'loaded' ? entry.module.toc : undefined;
  return (
    <Layout toc={toc} steps={route?.steps === true} after={route?.kind === 'guide' ? <GuidePager path={route.path} /> : undefined}>
      {/* Keyed by path: Try again on one page never carries a crash to the next. */}
      <CrashBoundary key={pathname}>{route ? <LazyPage route={route} /> : <NotFound />}</CrashBoundary>
    </Layout>
  );
}

/** The site: providers (behaviour) around the layout (look); routes come from navigation/site.ts. */
export function App() {
  const { pathname } = useLocation();
  return (
    <ThemeProvider>
      <AnnouncementProvider>
        <NavigationProvider>
          <SearchProvider>
            {/* Routes have no parameters: the path names the page directly (and keeps route matching out of the bundle). */}
            <Page route={routeAt(pathname)} />
          </SearchProvider>
        </NavigationProvider>
      </AnnouncementProvider>
    </ThemeProvider>
  );
}
