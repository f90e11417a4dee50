import { useSearch } from '../state/SearchProvider.js';

export function SearchButton() {
  const { show } = useSearch();
  return (
    <button type="button" className="search-button" onClick={show} aria-label="Search the documentation" aria-keyshortcuts="/ Control+K">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15 15l7 7" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="search-button-label">Search</span>
      <kbd>/</kbd>
    </button>
  );
}
