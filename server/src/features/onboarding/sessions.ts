import type { Request } from 'express';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { randomToken, sha256 } from '../../crypto/secrets.js';
import { deploymentNow } from '../access/partner-time.js';

export const SESSION_COOKIE = 'emoney_session';
/** Hosted-screen sessions end after 12 hours. */
export const SESSION_TTL_MS = 12 * 3600_000;

/** The person signed in at the browser of the hosted screens. */
export interface SessionUser {
  userId: string;
  email: string;
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      // A value that does not decode is no session (the edge already answers it with 400).
      return undefined;
    }
  }
  return undefined;
}

/** The session's user, or null when the cookie is missing, unknown or expired. */
export async function sessionUser(ctx: AppContext, req: Request): Promise<SessionUser | null> {
  const id = readCookie(req, SESSION_COOKIE);
  if (!id) return null;
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'sessions.expires_at'])
    .where('sessions.id_hash', '=', sha256(id))
    .executeTakeFirst();
  // A session belongs to the person, not to one partner: it lives on the deployment's clock.
  if (!row || row.expires_at.getTime() <= deploymentNow(ctx).getTime()) return null;
  return { userId: row.id, email: row.email };
}

function cookie(ctx: AppContext, value: string, maxAgeSeconds: number): string {
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/onboarding; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Starts a session and returns its `Set-Cookie` header value. */
export async function startSession(ctx: AppContext, db: Database, userId: string): Promise<string> {
  const id = randomToken();
  const now = deploymentNow(ctx);
  await db
    .insertInto('sessions')
    .values({ id_hash: sha256(id), user_id: userId, created_at: now, expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
    .execute();
  return cookie(ctx, id, SESSION_TTL_MS / 1000);
}

export async function endSession(ctx: AppContext, req: Request): Promise<string> {
  const id = readCookie(req, SESSION_COOKIE);
  if (id) await ctx.db.deleteFrom('sessions').where('id_hash', '=', sha256(id)).execute();
  return cookie(ctx, '', 0);
}
