// Which of the sign-in forms shows: kept in the `mode` query parameter so a reload keeps the choice.
import type { HostedRequest } from '../../api/client';

export type Mode = 'signup' | 'login' | 'reset';

/** What every form of the step gets: the email survives switching between them. */
export interface FormProps {
  request: HostedRequest;
  email: string;
  setEmail: (email: string) => void;
  onSwitch: (mode: Mode, notice?: string) => void;
}

export function initialMode(request: HostedRequest, sessionLost: boolean): Mode {
  if (sessionLost) return 'login';
  const fromUrl = new URLSearchParams(window.location.search).get('mode');
  if (fromUrl === 'signup' || fromUrl === 'login' || fromUrl === 'reset') return fromUrl;
  return request.skipCreateAccount ? 'login' : 'signup';
}

export function urlFor(mode: Mode): string {
  const url = new URL(window.location.href);
  url.searchParams.set('mode', mode);
  return `${url.pathname}${url.search}`;
}
