// The sections, drawn from the one array (navigation/sections.ts): the sidebar and the phone menu.
import { sectionOf, visibleSections } from '../navigation/sections';
import type { Route } from '../state/route';
import { Link } from './Link';

interface SectionNavProps {
  route: Route;
  sandbox: boolean;
  /** Called when a link is followed (the phone menu closes). */
  onFollow?: () => void;
}

export function SectionNav({ route, sandbox, onFollow }: SectionNavProps) {
  const current = sectionOf(route);
  return (
    <nav className="section-nav" aria-label="Dashboard sections">
      <ul>
        {visibleSections(sandbox).map((section) => {
          // The link's name is the section's name alone; its line of description is its description.
          const descriptionId = `section-${section.route.name}-description`;
          return (
            <li key={section.label}>
              <Link to={section.route} aria-current={section === current ? 'page' : undefined} aria-describedby={descriptionId} onClick={onFollow}>
                <span className="section-label">{section.label}</span>
                <span className="section-description" id={descriptionId} aria-hidden="true">
                  {section.description}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
