// The frame of every screen: skip link, header (who asks, who is signed in), main content.
import type { ReactNode } from 'react';

interface LayoutProps {
  appName?: string | undefined;
  /** Shown when someone is signed in: their email and a way to sign out. */
  account?: ReactNode;
  children: ReactNode;
}

export function Layout({ appName, account, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <p className="brand">
            <span className="brand-mark" aria-hidden="true">
              e
            </span>
            emoney
            {appName !== undefined && <span className="brand-for"> for {appName}</span>}
          </p>
          {account}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="card">
        {children}
      </main>
      <footer className="site-footer">
        <p>Your e-money account is held with emoney. The app you came from never sees your password.</p>
      </footer>
    </>
  );
}
