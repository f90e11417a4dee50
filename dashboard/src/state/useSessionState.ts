// The session as the app's root holds it: read once at start (`GET /session`: 200 or 401), replaced
// on sign-in, cleared on sign-out.
import { useCallback, useEffect, useState } from 'react';
import { api, ok } from '../api/client';
import type { ApiError } from '../api/ApiError';
import type { Session } from '../api/types';

export type SessionState = { state: 'loading' } | { state: 'signedOut'; error?: ApiError } | { state: 'signedIn'; session: Session };

export function useSessionState() {
  const [state, setState] = useState<SessionState>({ state: 'loading' });
  const refresh = useCallback(async () => {
    try {
      setState({ state: 'signedIn', session: await ok(api.GET('/session')) });
    } catch (error) {
      const e = error as ApiError;
      // 401 is the ordinary "nobody signed in"; anything else is worth saying on the sign-in screen.
      setState(e.status === 401 ? { state: 'signedOut' } : { state: 'signedOut', error: e });
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const signedIn = useCallback((session: Session) => setState({ state: 'signedIn', session }), []);
  const signedOut = useCallback(() => setState({ state: 'signedOut' }), []);
  return { state, refresh, signedIn, signedOut };
}
