// Placeholder shapes while the request loads, so the page keeps its layout; one status for screen readers.
export function Skeleton() {
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      <div className="skeleton-line skeleton-short" aria-hidden="true" />
      <div className="skeleton-line skeleton-title" aria-hidden="true" />
      <div className="skeleton-line" aria-hidden="true" />
      <div className="skeleton-line" aria-hidden="true" />
      <div className="skeleton-block" aria-hidden="true" />
    </div>
  );
}
