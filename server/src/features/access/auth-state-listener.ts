import type { AppContext } from '../../app-context.js';
import { listenForEvents, type EventListener } from '../../ops/event-listener.js';
import { AUTH_STATE_CHANNEL, forgetAuthState, SIGNING_KEYS_CHANGED } from './auth-state-cache.js';
import { forgetAllRows, forgetNotifiedRows, ROWS_CHANGED, setRowChangesHeard } from './keyed-row-cache.js';

/**
 * An api process's ear for authentication-state writes committed by other processes on the same
 * PostgreSQL (a revocation through another api process, the admin CLI): each notification drops
 * this process's cached token state, and a signing-key change makes it reread the keys. After a reconnect it forgets everything too, since it may
 * have missed notifications meanwhile. Rows kept by keyed-row-cache.ts are forgotten by the ids a
 * notification names, and trusted only while this ear is connected. None on the embedded
 * database: one process holds it.
 */
export function listenForAuthStateChanges(ctx: AppContext): EventListener | undefined {
  const connectionString = ctx.databasePool?.options?.connectionString;
  if (!connectionString) return undefined;
  const rereadKeys = () => ctx.signingKey.reread?.().catch((err: unknown) => ctx.logger.warn({ err }, 'could not reread the access-token signing keys after a change'));
  const listener = listenForEvents({
    connectionString,
    logger: ctx.logger,
    channel: AUTH_STATE_CHANNEL,
    onNotify: (payload) => {
      if (payload.startsWith(ROWS_CHANGED)) {
        forgetNotifiedRows(payload);
        return;
      }
      forgetAuthState();
      // A signing key was revoked (or rotated): its tokens stop verifying here at once.
      if (payload === SIGNING_KEYS_CHANGED) void rereadKeys();
    },
    onConnect: () => {
      forgetAuthState();
      forgetAllRows();
      void rereadKeys();
    },
  });
  setRowChangesHeard(() => listener.connected);
  return listener;
}
