/**
 * The server's session: one renewal shared by every client of one user session, across requests.
 * @module
 */
import { Session, type Access } from '../session/session.js';

/** How long a renewal's result is shared with the clients of its session (milliseconds). */
const SHARED_FOR_MS = 60_000;
/** The renewals of every server client: by the refresh token they spend, or by client when there is none; with when they began. */
const renewals = new Map<unknown, [Promise<Access>, number]>();

/**
 * A session whose renewal is shared across clients: a refresh token works once (its reuse ends
 * the session on the server), so clients over one session, such as two concurrent requests of one
 * cookie session, share the renewal that spends it. The result stays shared for a minute, for a
 * request that read the session before the other one stored the new tokens.
 */
export class SharedSession extends Session {
  override async _renewOnce(access: Access | null): Promise<Access> {
    const now = this._now();
    for (const [key, [, at]] of renewals) if (at < now - SHARED_FOR_MS) renewals.delete(key);
    const key = access?.refreshToken ?? this;
    let renewal = renewals.get(key)?.[0];
    if (!renewal) {
      renewals.set(key, [(renewal = this._renew(access)), now]);
      // A failed renewal is not shared (the next call tries again), nor one without a refresh token once done.
      renewal.then(
        () => key === this && renewals.delete(key),
        () => renewals.delete(key),
      );
    }
    const renewed = await renewal;
    // Joined another client's renewal: keep the new tokens in this client's storage too.
    if (renewed !== (await this._load())) await this._keep(renewed);
    return renewed;
  }
}
