import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { BASE_PATH } from '../navigation/site.js';
import { usePendingNavigation } from '../state/NavigationProvider.js';

/** One searchable page (or section), written by the build into search-index.json. */
export interface SearchDoc {
  path: string;
  title: string;
  section?: string;
  anchor?: string;
  text: string;
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
  snippet: string;
}

/** Ranks documents containing every word of the query: title hits first, then sections, then body. */
export function searchDocs(docs: readonly SearchDoc[], query: string, limit = 12): SearchHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const doc of docs) {
    const title = doc.title.toLowerCase();
    const section = (doc.section ?? '').toLowerCase();
    const text = doc.text.toLowerCase();
    let score = 0;
    let ok = true;
    for (const w of words) {
      const inTitle = title.includes(w);
      const inSection = section.includes(w);
      const inText = text.includes(w);
      if (!inTitle && !inSection && !inText) {
        ok = false;
        break;
      }
      score += (inTitle ? 10 : 0) + (inSection ? 5 : 0) + (inText ? 1 : 0);
    }
    if (!ok) continue;
    const at = text.indexOf(words[0] ?? '');
    const start = Math.max(0, at - 40);
    const end = at < 0 ? 120 : at + 80;
    const snippet = `${at > 40 ? '…' : ''}${doc.text.slice(at < 0 ? 0 : start, end)}${end < doc.text.length ? '…' : ''}`;
    hits.push({ doc, score, snippet });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}

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

  const hits = useMemo(() => (docs ? searchDocs(docs, query) : []), [docs, query]);
  useEffect(() => setActive(0), [query]);

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
        <ul id="search-results" role="listbox" aria-label="Results">
          {hits.map((hit, i) => (
            <li
              key={`${hit.doc.path}#${hit.doc.anchor ?? ''}`}
              id={`search-hit-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'search-hit active' : 'search-hit'}
              onMouseEnter={() => setActive(i)}
              onClick={() => open(hit)}
            >
              <span className="search-hit-title">
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
