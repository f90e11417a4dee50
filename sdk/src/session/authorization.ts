/**
 * The session's side of the OAuth flows: the `/auth` URL with a fresh PKCE pair kept in storage,
 * and finishing a flow from the redirect URI's query (code exchanged for tokens).
 * @module
 */
import { createCodeVerifier, pkceChallenge, randomString } from '../crypto.js';
import { AuthError } from '../errors.js';
import { form } from '../transport/form.js';
import type { Access, Session } from './session.js';

/** Whether the client runs in a page that can be sent to the hosted screens. */
export const isBrowser = (): boolean => typeof window !== 'undefined' && typeof location !== 'undefined';

/** `/auth?…` with a fresh PKCE pair kept in storage. */
export async function authUrl(session: Session, state: string | undefined, params: Record<string, unknown>): Promise<string> {
  const { clientId, redirectUri } = session._options;
  if (!clientId || !redirectUri) throw new AuthError('invalid_request', 'clientId and redirectUri are required');
  const verifier = createCodeVerifier();
  state ??= randomString(32);
  await session._write('pkce', { verifier, state });
  const challenge = await pkceChallenge(verifier);
  // An optional value left empty (`email: ''` from a blank form field) is not sent: `email=` is no email.
  const given = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));
  const query = { client_id: clientId, response_type: 'code', code_challenge: challenge, code_challenge_method: 'S256', redirect_uri: redirectUri, state, ...given };
  return `${session._transport.urls.api}/auth?${form(query)}`;
}

/** Finishes a flow from the redirect URI's query: `code` (exchanged) or `error`. */
export async function finish(session: Session, url: URL): Promise<Access> {
  const query = url.searchParams;
  const pending = await session._read<{ verifier: string; state: string }>('pkce');
  await session._remove('pkce');
  const error = query.get('error');
  if (error) throw new AuthError(error, query.get('error_description') ?? error);
  if (!pending || pending.state !== query.get('state')) throw new AuthError('state_mismatch', 'The state does not match');
  return session._grant({
    grant_type: 'authorization_code',
    client_id: session._options.clientId!,
    code: query.get('code') ?? '',
    code_verifier: pending.verifier,
    redirect_uri: session._options.redirectUri,
  });
}
