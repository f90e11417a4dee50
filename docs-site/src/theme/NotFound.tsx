import { SiteLink } from './SiteLink.js';

export function NotFound() {
  return (
    <div className="not-found">
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
      <p>
        <SiteLink to="">Go to the documentation home</SiteLink>
      </p>
    </div>
  );
}
