// The frame of every screen: skip link, header (who asks, who is signed in, the sandbox badge), main content.
import type { ReactNode } from 'react';

interface LayoutProps {
  appName?: string | undefined;
  /** Shown when someone is signed in: their email and a way to sign out. */
  account?: ReactNode;
  /** A sandbox deployment: every screen says so in its header. */
  sandbox?: boolean;
  /** The footer's word on passwords: the flow's names the app the person came from; a page no app sent them to says it of every app. */
  passwordNote?: string;
  children: ReactNode;
}

export function Layout({ appName, account, sandbox = false, passwordNote = 'The app you came from never sees your password.', children }: LayoutProps) {
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
            {sandbox && (
              <span className="sandbox-badge" title="A test deployment: fake people, fake money, no real emails">
                Sandbox
              </span>
            )}
            {appName !== undefined && <span className="brand-for"> for {appName}</span>}
          </p>
          {account}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="card">
        {children}
      </main>
      <footer className="site-footer">
        <p>
          {sandbox && 'This is the emoney sandbox: people and money here are not real. '}
          Your e-money account is held with emoney. {passwordNote}
        </p>
      </footer>
    </>
  );
}
