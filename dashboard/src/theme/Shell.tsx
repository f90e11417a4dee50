// The frame of every screen: skip link, header (brand, sandbox badge, partner, theme, account) and,
// when signed in, the sections beside the page (in a menu behind a button on phones).
import { useState, type ReactNode } from 'react';
import type { Session } from '../api/types';
import type { Route } from '../state/route';
import { AccountBar } from './AccountBar';
import { SectionNav } from './SectionNav';
import { ThemeToggle } from './ThemeToggle';

interface ShellProps {
  route: Route;
  /** Undefined when nobody is signed in: no sections, a narrow page. */
  session?: Session | undefined;
  /** Shown before anyone signed in (the sign-up and sign-in screens know the deployment's mode only then). */
  sandbox?: boolean;
  signingOut?: boolean;
  onSignOut?: () => void;
  children: ReactNode;
}

export function Shell({ route, session, sandbox = session?.sandbox ?? false, signingOut = false, onSignOut, children }: ShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="site-header">
        <div className="site-header-inner dash-header-inner">
          <p className="brand">
            <span className="brand-mark" aria-hidden="true">
              e
            </span>
            emoney developers
            {sandbox && (
              <span className="sandbox-badge" title="A test deployment: fake customers, fake money, no real emails">
                Sandbox
              </span>
            )}
            {session !== undefined && <span className="dash-partner">{session.partner.name}</span>}
          </p>
          <div className="dash-header-tools">
            {session !== undefined && (
              <button
                type="button"
                className="button button-secondary menu-button"
                aria-expanded={menuOpen}
                aria-controls="sections"
                onClick={() => setMenuOpen(!menuOpen)}
              >
                Menu
              </button>
            )}
            <ThemeToggle />
            {session !== undefined && <AccountBar email={session.member.email} signingOut={signingOut} onSignOut={onSignOut} />}
          </div>
        </div>
      </header>
      <div className="dash-body">
        {session !== undefined && (
          <div id="sections" className={menuOpen ? 'dash-sidebar open' : 'dash-sidebar'}>
            <div className="menu-account">
              <p className="dash-partner">{session.partner.name}</p>
              <AccountBar email={session.member.email} signingOut={signingOut} onSignOut={onSignOut} />
            </div>
            <SectionNav route={route} sandbox={session.sandbox} onFollow={() => setMenuOpen(false)} />
          </div>
        )}
        <main id="main" tabIndex={-1} className={session === undefined ? 'dash-main narrow' : 'dash-main'}>
          {children}
        </main>
      </div>
      <footer className="site-footer">
        <p>{sandbox ? 'This is the emoney sandbox: customers and money here are not real.' : 'emoney developer dashboard.'}</p>
      </footer>
    </>
  );
}
