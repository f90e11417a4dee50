import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { BASE_PATH, href, popularPages } from '../navigation/site.js';
import { usePendingNavigation } from '../state/NavigationProvider.js';
import { Highlight } from './Highlight.js';
import { searchDocs, suggestQueries, type SearchDoc, type SearchHit } from './searchDocs.js';
import './SearchDialog.css';

export { searchDocs, suggestQueries, type SearchDoc, type SearchHit } from './searchDocs.js';

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

/**
 * The search dialog: type to search (typos forgiven), arrows to move, Enter to open, Escape to
 * close; each result a link. No network beyond the site.
 */
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

  const suggestions = useMemo(() => (docs && query.trim() && hits.length === 0 ? suggestQueries(docs, query) : []), [docs, query, hits.length]);
  const targetOf = (hit: SearchHit) => hit.doc.path + (hit.doc.anchor ? `#${hit.doc.anchor}` : '');
  const open = (hit: SearchHit) => {
    onClose();
    go(targetOf(hit));
  };
  // A result is a link: a plain click opens it here, a modified or middle click is the browser's (a new tab).
  const onResultClick = (event: MouseEvent, hit: SearchHit) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(hit);
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
        {docs && query.trim() && hits.length === 0 && (
          <div className="search-empty" role="status">
            <p className="search-status">No results for “{query}”.</p>
            {suggestions.length > 0 && (
              <p className="search-suggestions">
                Try{' '}
                {suggestions.map((s, i) => (
                  <span key={s}>
                    {i > 0 && ' or '}
                    <button type="button" className="search-suggestion" onClick={() => setQuery(s)}>
                      {s}
                    </button>
                  </span>
                ))}
              </p>
            )}
            <p className="search-status">Popular pages:</p>
            <ul className="search-popular">
              {popularPages.map((item) => (
                <li key={item.to}>
                  <a
                    href={href(item.to)}
                    onClick={(e) => {
                      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                      e.preventDefault();
                      onClose();
                      go(item.to);
                    }}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ul id="search-results" ref={list} role="listbox" aria-label="Results">
          {hits.map((hit, i) => (
            <li key={hit.id} role="presentation">
              <a
                id={`search-hit-${i}`}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                href={href(targetOf(hit))}
                className={i === active ? 'search-hit active' : 'search-hit'}
                onMouseEnter={() => setActive(i)}
                onClick={(e) => onResultClick(e, hit)}
              >
                <span className="search-hit-title">
                  {hit.doc.kind && <span className={`search-badge search-badge-${hit.doc.kind.toLowerCase().replace(/\W+/g, '-')}`}>{hit.doc.kind}</span>}
                  <Highlight text={hit.doc.title} terms={hit.terms} />
                  {hit.doc.section ? ' › ' : ''}
                  {hit.doc.section && <Highlight text={hit.doc.section} terms={hit.terms} />}
                </span>
                <span className="search-hit-snippet">
                  <Highlight text={hit.snippet} terms={hit.terms} />
                </span>
              </a>
            </li>
          ))}
        </ul>
        {/* Keyboard hints only where there is a keyboard (styles hide them on touch screens). */}
        <p className="search-help">
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </p>
      </div>
    </div>
  );
}
