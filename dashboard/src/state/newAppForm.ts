// The "Create app" form's values, checked before the call and turned into `POST /apps`'s body.
import type { AppKind, NewApp } from '../api/types';
import { redirectUrisOf, redirectUrisProblem } from './redirectUris';

export interface NewAppForm {
  name: string;
  kind: AppKind;
  redirectUris: string;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  logoUrl: string;
}

export const KIND_CHOICES: readonly { value: AppKind; label: string; hint: string }[] = [
  { value: 'client_credentials', label: 'Client credentials', hint: 'Your servers call the API as your company, with a client secret.' },
  { value: 'authorization_code', label: 'Authorization code', hint: 'Customers sign in through emoney and grant your app access.' },
  { value: 'both', label: 'Both', hint: 'Two apps, one of each kind.' },
];

/** Whether the kind sends people through the hosted screens (and so needs redirect URIs). */
export const needsRedirects = (kind: AppKind) => kind !== 'client_credentials';

function urlProblem(value: string, label: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : `The ${label} must be an http or https URL.`;
  } catch {
    return `The ${label} must be an absolute URL (https://…).`;
  }
}

/** Field name (the API's) → sentence; empty when the form can be sent. */
export function newAppProblems(form: NewAppForm): Record<string, string> {
  const problems: Record<string, string> = {};
  if (form.name.trim() === '') problems.name = 'Enter the app’s name.';
  const uris = redirectUrisOf(form.redirectUris);
  if (needsRedirects(form.kind)) {
    const problem = uris.length === 0 ? 'Enter at least one redirect URI.' : redirectUrisProblem(uris);
    if (problem !== undefined) problems.redirectUris = problem;
  }
  const privacy = form.privacyPolicyUrl.trim() === '' ? 'Enter the privacy policy URL.' : urlProblem(form.privacyPolicyUrl.trim(), 'privacy policy URL');
  if (privacy !== undefined) problems.privacyPolicyUrl = privacy;
  const terms = form.termsOfServiceUrl.trim() === '' ? 'Enter the terms of service URL.' : urlProblem(form.termsOfServiceUrl.trim(), 'terms of service URL');
  if (terms !== undefined) problems.termsOfServiceUrl = terms;
  if (form.logoUrl.trim() !== '') {
    const logo = form.logoUrl.trim().startsWith('/') ? undefined : urlProblem(form.logoUrl.trim(), 'logo URL');
    if (logo !== undefined) problems.logoUrl = logo;
  }
  return problems;
}

export function newAppBody(form: NewAppForm): NewApp {
  const logo = form.logoUrl.trim();
  return {
    name: form.name.trim(),
    kind: form.kind,
    ...(needsRedirects(form.kind) ? { redirectUris: redirectUrisOf(form.redirectUris) } : {}),
    privacyPolicyUrl: form.privacyPolicyUrl.trim(),
    termsOfServiceUrl: form.termsOfServiceUrl.trim(),
    ...(logo !== '' ? { logoUrl: logo } : {}),
  };
}
