import { guideNeighbours } from '../navigation/site.js';
import { SiteLink } from './SiteLink.js';

/** Previous and next guide, in the sidebar's order, at the foot of a guide. */
export function GuidePager({ path }: { path: string }) {
  const { previous, next } = guideNeighbours(path);
  if (!previous && !next) return null;
  return (
    <nav className="guide-pager" aria-label="Previous and next guide">
      {previous ? (
        <SiteLink to={previous.to} className="guide-pager-link guide-pager-previous" rel="prev">
          <span className="guide-pager-direction">Previous</span>
          <span className="guide-pager-title">{previous.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next && (
        <SiteLink to={next.to} className="guide-pager-link guide-pager-next" rel="next">
          <span className="guide-pager-direction">Next</span>
          <span className="guide-pager-title">{next.label}</span>
        </SiteLink>
      )}
    </nav>
  );
}
