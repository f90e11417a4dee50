import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { enqueueJob } from '../../jobs/jobs.js';
import type { AuthMethod } from '../access/access-tokens.js';
import type { AuthorizationCodesTable, AuthorizationRequestsTable, GrantType } from './oauth.table.js';
import { randomToken, sha256 } from '../../crypto/secrets.js';
import { forgetAuthStateEverywhere } from '../access/auth-state-cache.js';

export type AuthorizationRequest = Selectable<AuthorizationRequestsTable>;
export type AuthorizationCode = Selectable<AuthorizationCodesTable>;

/** Authorization codes are short-lived (RFC 6749 recommends at most 10 minutes; one is plenty). */
export const AUTHORIZATION_CODE_TTL_MS = 60_000;
/** Refresh tokens live 30 days unless used (each use rotates it). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;

/** The job that deletes an authorization request once it has expired. */
export const PURGE_AUTHORIZATION_REQUEST_JOB = 'auth.purge-request';

/**
 * Saves an authorization request (anyone may start one with `GET /auth`) together with the job
 * that deletes it when it expires, so abandoned requests never pile up.
 */
export async function insertAuthorizationRequest(db: Database, request: AuthorizationRequest): Promise<void> {
  await db.insertInto('authorization_requests').values(request).execute();
  await enqueueJob(db, { kind: PURGE_AUTHORIZATION_REQUEST_JOB, payload: { id: request.id }, runAt: request.expires_at });
}

/** Deletes an authorization request if it has expired (a rerun, or an early run, changes nothing). */
export async function purgeAuthorizationRequest(db: Database, id: string, now: Date): Promise<void> {
  await db.deleteFrom('authorization_requests').where('id', '=', id).where('expires_at', '<=', now).execute();
}

export async function findAuthorizationRequest(db: Database, id: string): Promise<AuthorizationRequest | undefined> {
  return db.selectFrom('authorization_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markRequestDecided(db: Database, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('authorization_requests')
    .set({ decided_at: now })
    .where('id', '=', id)
    .where('decided_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function issueAuthorizationCode(
  db: Database,
  code: { appId: string; userId: string; redirectUri: string; redirectUriSent: boolean; codeChallenge: string; authMethod: AuthMethod; now: Date },
): Promise<string> {
  const value = randomToken();
  await db
    .insertInto('authorization_codes')
    .values({
      code_hash: sha256(value),
      app_id: code.appId,
      user_id: code.userId,
      redirect_uri: code.redirectUri,
      redirect_uri_sent: code.redirectUriSent,
      code_challenge: code.codeChallenge,
      auth_method: code.authMethod,
      created_at: code.now,
      expires_at: new Date(code.now.getTime() + AUTHORIZATION_CODE_TTL_MS),
      used_at: null,
      family_id: null,
    })
    .execute();
  return value;
}

/** Locks the code's row: two concurrent exchanges of one code cannot both succeed. */
export async function lockAuthorizationCode(db: Database, code: string): Promise<AuthorizationCode | undefined> {
  return db.selectFrom('authorization_codes').selectAll().where('code_hash', '=', sha256(code)).forUpdate().executeTakeFirst();
}

export async function markCodeUsed(db: Database, codeHash: string, familyId: string, now: Date): Promise<void> {
  await db.updateTable('authorization_codes').set({ used_at: now, family_id: familyId }).where('code_hash', '=', codeHash).execute();
}

export async function createTokenFamily(
  db: Database,
  family: { id: string; appId: string; userId: string; grantType: GrantType; authMethod: AuthMethod; now: Date },
): Promise<void> {
  await db
    .insertInto('token_families')
    .values({
      id: family.id,
      app_id: family.appId,
      user_id: family.userId,
      grant_type: family.grantType,
      auth_method: family.authMethod,
      created_at: family.now,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
}

export async function revokeTokenFamily(db: Database, familyId: string, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('token_families')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  // After the write: outside a transaction the notification goes out at once.
  await forgetAuthStateEverywhere(db);
}

export async function issueRefreshToken(db: Database, familyId: string, now: Date): Promise<string> {
  const value = randomToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: sha256(value),
      family_id: familyId,
      created_at: now,
      expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      used_at: null,
    })
    .execute();
  return value;
}

/** The refresh token with its family and app, locked for rotation. */
export async function lockRefreshToken(db: Database, token: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('token_families', 'token_families.id', 'refresh_tokens.family_id')
    .innerJoin('apps', 'apps.id', 'token_families.app_id')
    .select([
      'refresh_tokens.token_hash',
      'refresh_tokens.used_at',
      'refresh_tokens.expires_at',
      'token_families.id as family_id',
      'token_families.created_at as family_created_at',
      'token_families.revoked_at',
      'token_families.user_id',
      'token_families.auth_method',
      'apps.client_id',
    ])
    .where('refresh_tokens.token_hash', '=', sha256(token))
    .forUpdate('refresh_tokens')
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ used_at: now }).where('token_hash', '=', tokenHash).execute();
}
