import { popularPages } from '../navigation/site.js';
import { useSearch } from '../state/SearchProvider.js';
import { SiteLink } from './SiteLink.js';

/** The page for an address the site does not have: search, the pages most readers look for, and home. */
export function NotFound() {
  const search = useSearch();
  return (
    <div className="not-found">
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
      <p>
        <button type="button" className="cta cta-primary" onClick={search.show}>
          Search the documentation
        </button>
      </p>
      <h2 id="popular-pages">Popular pages</h2>
      <ul className="not-found-popular">
        {popularPages.map((item) => (
          <li key={item.to}>
            <SiteLink to={item.to}>{item.label}</SiteLink>
          </li>
        ))}
      </ul>
      <p>
        <SiteLink to="">Go to the documentation home</SiteLink>
      </p>
    </div>
  );
}
