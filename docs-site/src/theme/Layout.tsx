import { lazy, Suspense, type ReactNode } from 'react';
import { useSearch } from '../state/SearchProvider.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { ProgressBar } from './ProgressBar.js';
import { Sidebar } from './Sidebar.js';
import { SkipLink } from './SkipLink.js';
import type { TocEntry } from '../navigation/site.js';
import { Toc } from './Toc.js';

// The search dialog and its index load only when the reader opens search.
const SearchDialog = lazy(() => import('./SearchDialog.js'));

export function Layout({
  children,
  toc,
  steps = false,
  after,
}: {
  children: ReactNode;
  toc?: readonly TocEntry[] | undefined;
  steps?: boolean;
  /** Under the article, outside it (the search index reads the article only): a guide's previous and next. */
  after?: ReactNode;
}) {
  const search = useSearch();
  return (
    <>
      <SkipLink />
      <ProgressBar />
      <AnnouncementBar />
      <Navbar />
      <div className="page">
        <Sidebar />
        <main id="main" tabIndex={-1}>
          {/* The article's class stays "content" alone: the build reads the article by it (search index, llms.txt). */}
          <article className="content">{steps ? <div className="content-steps">{children}</div> : children}</article>
          {after}
        </main>
        <aside className="toc-column">{toc && <Toc entries={toc} />}</aside>
      </div>
      <Footer />
      {search.open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={search.hide} />
        </Suspense>
      )}
    </>
  );
}
