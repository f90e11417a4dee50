import type { components } from '@emoney/api-types/onboarding';
import type { App } from '../credentials/apps.repository.js';

type HostedApp = components['schemas']['HostedAuthorizationRequest']['app'];

/** Whether `host` is `domain` or one of its subdomains (both compared lower-case, without a port). */
export function isOnDomain(host: string, domain: string): boolean {
  const h = host.toLowerCase().replace(/:\d+$/, '');
  const d = domain.toLowerCase().replace(/^\.+|\.+$/g, '');
  return d !== '' && (h === d || h.endsWith(`.${d}`));
}

/**
 * The app as the consent screen shows it: name, logo, policies, and the domain the person will
 * be sent back to, marked verified when it lies on the domain the partner proved it owns.
 */
export function hostedApp(app: App, redirectUri: string, publicUrl: string): HostedApp {
  const target = new URL(redirectUri);
  return {
    name: app.name,
    privacyPolicyUrl: app.privacy_policy_url,
    termsOfServiceUrl: app.terms_of_service_url,
    // A path (the sandbox app's default logo) is served by this server.
    ...(app.logo_url ? { logoUrl: new URL(app.logo_url, publicUrl).toString() } : {}),
    redirectDomain: target.host,
    domainVerified: app.verified_domain !== null && isOnDomain(target.host, app.verified_domain),
    homeUrl: target.origin,
  };
}
