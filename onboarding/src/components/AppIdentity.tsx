// Who is asking: the app's logo and name, and the domain the person will be sent back to.
import type { HostedRequest } from '../api/client';

export function AppLogo({ app, size = 48 }: { app: HostedRequest['app']; size?: number }) {
  // The name is always written next to the logo, so the image itself is decorative.
  if (app.logoUrl !== undefined) {
    return <img className="app-logo" src={app.logoUrl} alt="" width={size} height={size} />;
  }
  return (
    <span className="app-logo app-logo-initial" aria-hidden="true" style={{ width: size, height: size }}>
      {app.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

export function AppIdentity({ app }: { app: HostedRequest['app'] }) {
  return (
    <div className="app-identity">
      <AppLogo app={app} />
      <div>
        <p className="app-name">{app.name}</p>
        <p className="app-domain">
          Returns you to <strong className="domain">{app.redirectDomain}</strong>{' '}
          {app.domainVerified ? (
            <span className="badge badge-verified">Verified domain</span>
          ) : (
            <span className="badge badge-unverified">Domain not verified by emoney</span>
          )}
        </p>
      </div>
    </div>
  );
}
