// The session as the app's root holds it: read once at start (`GET /session`: 200 or 401), replaced
// on sign-in, cleared on sign-out.
import { useCallback, useEffect, useState } from 'react';
import { api, ok } from '../api/client';
import type { ApiError } from '../api/ApiError';
import type { Session } from '../api/types';

/** Signed out, the page still learns whether this is a sandbox (`GET /session/csrf`), to say so before sign-in. */
export type SessionState = { state: 'loading' } | { state: 'signedOut'; error?: ApiError; sandbox?: boolean } | { state: 'signedIn'; session: Session };

async function isSandbox(): Promise<boolean | undefined> {
  const { data } = await api.GET('/session/csrf').catch(() => ({ data: undefined }));
  return data?.sandbox;
}

export function useSessionState() {
  const [state, setState] = useState<SessionState>({ state: 'loading' });
  const refresh = useCallback(async () => {
    try {
      setState({ state: 'signedIn', session: await ok(api.GET('/session')) });
    } catch (error) {
      const e = error as ApiError;
      const sandbox = await isSandbox();
      // 401 is the ordinary "nobody signed in"; anything else is worth saying on the sign-in screen.
      setState(e.status === 401 ? { state: 'signedOut', sandbox } : { state: 'signedOut', error: e, sandbox });
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const signedIn = useCallback((session: Session) => setState({ state: 'signedIn', session }), []);
  const signedOut = useCallback(() => setState((previous) => ({ state: 'signedOut', sandbox: previous.state === 'signedIn' ? previous.session.sandbox : undefined })), []);
  return { state, refresh, signedIn, signedOut };
}
