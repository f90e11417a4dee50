import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { BASE_PATH } from '../navigation/site.js';
import { usePendingNavigation } from '../state/NavigationProvider.js';
import { searchDocs, type SearchDoc, type SearchHit } from './searchDocs.js';
import './SearchDialog.css';

export { searchDocs, type SearchDoc, type SearchHit } from './searchDocs.js';

let indexPromise: Promise<SearchDoc[]> | undefined;
/** The site's search index (search-index.json, written by the build), fetched once. */
function loadIndex(): Promise<SearchDoc[]> {
  indexPromise ??= fetch(`${BASE_PATH}search-index.json`).then((r) => {
    if (!r.ok) throw new Error(`The search index could not be loaded (HTTP ${r.status})`);
    return r.json() as Promise<SearchDoc[]>;
  });
  indexPromise.catch(() => (indexPromise = undefined));
  return indexPromise;
}

/** The search dialog: type to search, arrows to move, Enter to open, Escape to close. No network beyond the site. */
export default function SearchDialog({
  onClose,
  index = loadIndex,
  initialQuery = '',
}: {
  onClose: () => void;
  /** Where the documents come from (the built index; Storybook passes its own). */
  index?: () => Promise<SearchDoc[]>;
  initialQuery?: string;
}) {
  const { go } = usePendingNavigation();
  const [docs, setDocs] = useState<SearchDoc[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    index().then(setDocs, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    input.current?.focus();
  }, [index]);

  // Every keystroke replaces the results (each keyed by its place in the index), the best one active.
  const hits = useMemo(() => (docs ? searchDocs(docs, query) : []), [docs, query]);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    setActive(0);
    list.current?.scrollTo?.({ top: 0 });
  }, [query]);
  // The active result stays in view as the arrows move it.
  useEffect(() => {
    list.current?.querySelector<HTMLElement>(`#search-hit-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, hits]);

  const open = (hit: SearchHit) => {
    onClose();
    go(hit.doc.path + (hit.doc.anchor ? `#${hit.doc.anchor}` : ''));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((a) => Math.min(a + 1, hits.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      open(hits[active]);
    }
  };

  return (
    <div className="search-backdrop" onClick={onClose}>
      <div className="search-dialog" role="dialog" aria-modal="true" aria-label="Search the documentation" onClick={(e) => e.stopPropagation()} onKeyDown={onKeyDown}>
        <input
          ref={input}
          type="search"
          className="search-input"
          placeholder="Search guides and references"
          aria-label="Search"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls="search-results"
          aria-activedescendant={hits[active] ? `search-hit-${active}` : undefined}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
        {!docs && !error && <p className="search-status">Loading the index…</p>}
        {docs && query && hits.length === 0 && <p className="search-status">No results for “{query}”.</p>}
        <ul id="search-results" ref={list} role="listbox" aria-label="Results">
          {hits.map((hit, i) => (
            <li
              key={hit.id}
              id={`search-hit-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'search-hit active' : 'search-hit'}
              onMouseEnter={() => setActive(i)}
              onClick={() => open(hit)}
            >
              <span className="search-hit-title">
                {hit.doc.kind && <span className={`search-badge search-badge-${hit.doc.kind.toLowerCase().replace(/\W+/g, '-')}`}>{hit.doc.kind}</span>}
                {hit.doc.title}
                {hit.doc.section ? ` › ${hit.doc.section}` : ''}
              </span>
              <span className="search-hit-snippet">{hit.snippet}</span>
            </li>
          ))}
        </ul>
        <p className="search-help">
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </p>
      </div>
    </div>
  );
}
