import { useState } from 'react';
import { useLocation } from 'react-router';
import { routeAt, sidebar } from '../navigation/site.js';
import { SiteLink } from './SiteLink.js';

/** The docs sidebar: sections collapse; the current page is marked (aria-current). */
export function Sidebar() {
  const { pathname } = useLocation();
  const current = routeAt(pathname)?.path;
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  return (
    <nav className="sidebar" aria-label="Docs">
      {sidebar.map((section, i) => {
        const id = `sidebar-section-${i}`;
        const closed = collapsed[section.label] === true;
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
                    {item.label}
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
