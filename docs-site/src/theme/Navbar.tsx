import { useState } from 'react';
import { useLocation } from 'react-router';
import { navbar, routeAt, sidebar } from '../navigation/site.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { SearchButton } from './SearchButton.js';
import { SiteLink } from './SiteLink.js';
import { ThemeToggle } from './ThemeToggle.js';
import { VersionSelect } from './VersionSelect.js';

/** Which top item a page belongs to: references by their section, everything else is Docs. */
function activeItem(pathname: string): string {
  const path = routeAt(pathname)?.path ?? '';
  const match = navbar.filter((i) => i.to !== '' && path.startsWith(i.to)).sort((a, b) => b.to.length - a.to.length)[0];
  return match?.to ?? '';
}

/** Sidebar entries the navbar does not already offer: with them the phone menu reaches every page. */
const inNavbar = new Set(navbar.map((item) => item.to));
const menuSections = sidebar.map((section) => ({ ...section, items: section.items.filter((item) => !inNavbar.has(item.to)) })).filter((section) => section.items.length > 0);

/**
 * The top bar; under 996 px its links move into a menu opened by the hamburger button, with the
 * docs sidebar's pages and the version and language choices (hidden from the bar on small screens).
 */
export function Navbar() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const active = activeItem(pathname);
  const current = routeAt(pathname)?.path;
  const close = () => setMenuOpen(false);
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <button
          type="button"
          className="icon-button navbar-toggle"
          aria-label="Open the navigation menu"
          aria-expanded={menuOpen}
          aria-controls="navbar-menu"
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <SiteLink to="" className="navbar-brand">
          <span aria-hidden="true" className="brand-mark">€</span> emoney <span className="brand-sub">developers</span>
        </SiteLink>
        <ul className="navbar-links">
          {navbar.map((item) => (
            <li key={item.to}>
              <SiteLink to={item.to} aria-current={item.to === active ? 'page' : undefined}>
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <div className="navbar-tools">
          <SearchButton />
          <VersionSelect />
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </nav>
      {menuOpen && (
        <div className="mobile-menu-backdrop" onClick={close}>
          <div id="navbar-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label="Navigation menu" onClick={(e) => e.stopPropagation()}>
            <button type="button" className="icon-button mobile-menu-close" aria-label="Close the navigation menu" onClick={close} autoFocus>
              <span aria-hidden="true">×</span>
            </button>
            <ul>
              {navbar.map((item) => (
                <li key={item.to}>
                  <SiteLink to={item.to} onClick={close} aria-current={item.to === active ? 'page' : undefined}>
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
            {menuSections.map((section) => (
              <div key={section.label}>
                <p className="mobile-menu-section">{section.label}</p>
                <ul>
                  {section.items.map((item) => (
                    <li key={item.to}>
                      <SiteLink to={item.to} onClick={close} aria-current={item.to === current ? 'page' : undefined}>
                        {item.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div className="mobile-menu-tools">
              <VersionSelect onNavigate={close} />
              <LanguageSwitcher />
            </div>
          </div>
        </div>
      )}
    </header>
  );
}
