// Who is signed in, for every screen below the shell: the session and the way to end or renew it.
import { createContext, useContext } from 'react';
import type { Session } from '../api/types';

export interface SessionValue {
  session: Session;
  /** Reads the session again (after the server said 401, the shell shows the sign-in screen). */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | undefined>(undefined);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (value === undefined) throw new Error('useSession outside a signed-in shell');
  return value;
}
