import { useState } from 'react';
import { useLocation } from 'react-router';
import { sidebarFor } from '../navigation/referenceSidebar.js';
import { routeAt } from '../navigation/site.js';
import { BreakableName } from './BreakableName.js';
import { SiteLink } from './SiteLink.js';

/**
 * The docs sidebar: sections collapse; the current page is marked (aria-current). A reference page
 * gets its package's tree of declarations (navigation/referenceSidebar.ts).
 */
export function Sidebar() {
  const { pathname } = useLocation();
  const current = routeAt(pathname)?.path;
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  return (
    <nav className="sidebar" aria-label="Docs">
      {sidebarFor(current).map((section, i) => {
        const id = `sidebar-section-${i}`;
        const closed = collapsed[section.label] ?? section.collapsed ?? false;
        return (
          <div key={section.label} className="sidebar-section">
            <button
              type="button"
              className="sidebar-heading"
              aria-expanded={!closed}
              aria-controls={id}
              onClick={() => setCollapsed((c) => ({ ...c, [section.label]: !closed }))}
            >
              {section.label}
              <span aria-hidden="true" className="chevron" />
            </button>
            <ul id={id} hidden={closed}>
              {section.items.map((item) => (
                <li key={item.to}>
                  <SiteLink to={item.to} aria-current={item.to === current ? 'page' : undefined}>
                    <BreakableName text={item.label} />
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
