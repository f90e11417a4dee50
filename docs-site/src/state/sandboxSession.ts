/**
 * The Try it panels' shared session with the sandbox: its base URL, the client id the reader gave and
 * the access token obtained with it. Kept in this module's memory only (never localStorage or a
 * cookie): a reload forgets the token, and every panel of the page uses the one the reader obtained.
 */
import { useSyncExternalStore } from 'react';

export interface SandboxToken {
  value: string;
  /** When it expires (epoch ms), from `expires_in`. */
  expiresAt: number;
}

export interface SandboxSession {
  baseUrl: string;
  clientId: string;
  token?: SandboxToken;
}

let session: SandboxSession | undefined;
const listeners = new Set<() => void>();

/** The session, created on first use with the page's origin as the sandbox. */
export function readSession(defaultBaseUrl: string): SandboxSession {
  session ??= { baseUrl: defaultBaseUrl, clientId: '' };
  return session;
}

export function updateSession(change: Partial<SandboxSession>): void {
  session = { ...(session ?? { baseUrl: '', clientId: '' }), ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shared session, re-rendering the caller when any panel changes it. */
export function useSandboxSession(defaultBaseUrl: string): SandboxSession {
  return useSyncExternalStore(
    subscribe,
    () => readSession(defaultBaseUrl),
    () => readSession(defaultBaseUrl),
  );
}
