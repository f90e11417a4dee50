import type { AppContext } from '../../app-context.js';
import { listenForEvents, type EventListener } from '../../ops/event-listener.js';
import { AUTH_STATE_CHANNEL, forgetAuthState, SIGNING_KEYS_CHANGED } from './auth-state-cache.js';

/**
 * An api process's ear for authentication-state writes committed by other processes on the same
 * PostgreSQL (a revocation through another api process, the admin CLI): each notification drops
 * this process's cached token state, and a signing-key change makes it reread the keys. After a reconnect it forgets everything too, since it may
 * have missed notifications meanwhile. None on the embedded database: one process holds it.
 */
export function listenForAuthStateChanges(ctx: AppContext): EventListener | undefined {
  const connectionString = ctx.databasePool?.options?.connectionString;
  if (!connectionString) return undefined;
  const rereadKeys = () => ctx.signingKey.reread?.().catch((err: unknown) => ctx.logger.warn({ err }, 'could not reread the access-token signing keys after a change'));
  return listenForEvents({
    connectionString,
    logger: ctx.logger,
    channel: AUTH_STATE_CHANNEL,
    onNotify: (payload) => {
      forgetAuthState();
      // A signing key was revoked (or rotated): its tokens stop verifying here at once.
      if (payload === SIGNING_KEYS_CHANGED) void rereadKeys();
    },
    onConnect: () => {
      forgetAuthState();
      void rereadKeys();
    },
  });
}
