import { randomUUID } from 'node:crypto';
import type { components } from '@emoney/api-types';
import type { AppContext } from '../../app-context.js';
import { verifyPkce } from '../../crypto/pkce.js';
import type { Database } from '../../db/database.js';
import { InvalidInput } from '../../domain/errors.js';
import { findAppByClientId, type App } from '../credentials/apps.repository.js';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from '../access/access-tokens.js';
import type { AuthMethod } from '../access/access-tokens.js';
import type { GrantType } from './oauth.table.js';
import {
  createTokenFamily,
  issueRefreshToken,
  lockAuthorizationCode,
  lockRefreshToken,
  markCodeUsed,
  markRefreshTokenUsed,
  revokeTokenFamily,
} from './codes.repository.js';
import { verifyAppSecret } from '../credentials/client-secrets.js';
import { redirectUriProblem } from './redirect-uri-rule.js';

export type AccessToken = components['schemas']['AccessToken'];
export type TokenRequest = components['schemas']['TokenRequest'];

// The messages of the product specification, section 8.
export const WRONG_CLIENT_KIND = 'The client is not authorized to request a token using this method.';
export const OTHER_CLIENT = 'Client id must be the same from previous token';

const invalid = (message: string, field: string) => new InvalidInput(message, { [field]: message });

/** A disabled app (dashboard, Apps) gets no tokens until it is enabled again. */
export const APP_DISABLED = 'This app is disabled: enable it in the dashboard (Apps) to get tokens again';

async function clientFor(ctx: AppContext, clientId: string, kind: App['kind']): Promise<App> {
  const app = await findAppByClientId(ctx.db, clientId);
  if (!app) throw invalid('no such client id', 'client_id');
  if (app.kind !== kind) throw invalid(WRONG_CLIENT_KIND, 'client_id');
  if (app.disabled_at !== null) throw invalid(APP_DISABLED, 'client_id');
  return app;
}

async function issueTokens(
  ctx: AppContext,
  trx: Database,
  grant: { familyId: string; userId: string; clientId: string; authMethod: AuthMethod },
): Promise<AccessToken> {
  const now = ctx.clock.now();
  const refreshToken = await issueRefreshToken(trx, grant.familyId, now);
  const accessToken = await signAccessToken(
    { userId: grant.userId, clientId: grant.clientId, familyId: grant.familyId, authMethod: grant.authMethod },
    ctx.signingKey,
    ctx.config.publicUrl,
    now,
  );
  return { access_token: accessToken, expires_in: ACCESS_TOKEN_TTL_SECONDS, refresh_token: refreshToken, token_type: 'Bearer' };
}

async function newFamily(
  ctx: AppContext,
  trx: Database,
  app: App,
  userId: string,
  grantType: GrantType,
  authMethod: AuthMethod,
): Promise<AccessToken> {
  const familyId = randomUUID();
  await createTokenFamily(trx, { id: familyId, appId: app.id, userId, grantType, authMethod, now: ctx.clock.now() });
  return issueTokens(ctx, trx, { familyId, userId, clientId: app.client_id, authMethod });
}

/**
 * A failure that must still change data (revoking a token family on replay) cannot throw inside
 * the transaction, or the revocation would roll back with it: the transaction returns it, and
 * it is thrown after the commit.
 */
type Outcome = { ok: AccessToken } | { error: InvalidInput };

async function settle(outcome: Promise<Outcome>): Promise<AccessToken> {
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.ok;
}

/** `POST /auth/token`: the three grants. */
export async function createToken(ctx: AppContext, request: TokenRequest): Promise<AccessToken> {
  switch (request.grant_type) {
    case 'authorization_code':
      return exchangeCode(ctx, request);
    case 'refresh_token':
      return refresh(ctx, request);
    case 'client_credentials':
      return clientCredentials(ctx, request);
  }
}

async function exchangeCode(
  ctx: AppContext,
  request: Extract<TokenRequest, { grant_type: 'authorization_code' }>,
): Promise<AccessToken> {
  const app = await clientFor(ctx, request.client_id, 'authorization_code');
  return settle(
    ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
      const now = ctx.clock.now();
      const code = await lockAuthorizationCode(trx, request.code);
      const bad = (message: string, field = 'code'): Outcome => ({ error: invalid(message, field) });
      if (!code || code.app_id !== app.id) return bad('The authorization code is invalid');
      if (code.used_at) {
        // A replayed code means it leaked: revoke what it was exchanged for (RFC 6749, 4.1.2).
        if (code.family_id) await revokeTokenFamily(trx, code.family_id, 'authorization code replayed', now);
        return bad('The authorization code has already been used');
      }
      if (code.expires_at.getTime() <= now.getTime()) return bad('The authorization code has expired');
      const redirectProblem = redirectUriProblem(code, request.redirect_uri);
      if (redirectProblem) return bad(redirectProblem, 'redirect_uri');
      if (!verifyPkce(request.code_verifier, code.code_challenge)) return bad('code_verifier does not match the code challenge', 'code_verifier');
      const familyId = randomUUID();
      await createTokenFamily(trx, { id: familyId, appId: app.id, userId: code.user_id, grantType: 'authorization_code', authMethod: code.auth_method, now });
      await markCodeUsed(trx, code.code_hash, familyId, now);
      return { ok: await issueTokens(ctx, trx, { familyId, userId: code.user_id, clientId: app.client_id, authMethod: code.auth_method }) };
    }),
  );
}

export const CLIENT_AUTH_REQUIRED = "Client authentication is required to refresh this client's tokens: send its client_secret";

/**
 * RFC 6749, section 6: a confidential client (one with a secret) authenticates when it refreshes.
 * A secret sent is always checked; a missing one is refused where the deployment requires it.
 */
async function authenticateRefreshingClient(ctx: AppContext, request: Extract<TokenRequest, { grant_type: 'refresh_token' }>): Promise<void> {
  const secret = request.client_secret;
  if (secret === undefined && !ctx.config.auth.requireClientAuthOnRefresh) return;
  const app = await findAppByClientId(ctx.db, request.client_id);
  if (secret === undefined) {
    if (app?.secret_hash) throw invalid(CLIENT_AUTH_REQUIRED, 'client_secret');
    return;
  }
  if (!app || !(await verifyAppSecret(ctx, app, secret))) throw invalid('The client secret is wrong', 'client_secret');
}

async function refresh(ctx: AppContext, request: Extract<TokenRequest, { grant_type: 'refresh_token' }>): Promise<AccessToken> {
  await authenticateRefreshingClient(ctx, request);
  return settle(
    ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
      const now = ctx.clock.now();
      const token = await lockRefreshToken(trx, request.refresh_token);
      const bad = (message: string, field = 'refresh_token'): Outcome => ({ error: invalid(message, field) });
      if (!token) return bad('The refresh token is invalid');
      if (token.client_id !== request.client_id) return bad(OTHER_CLIENT, 'client_id');
      if (token.revoked_at) return bad('The refresh token has been revoked');
      if (token.used_at) {
        // Rotation: a refresh token works once. Its reuse means a copy leaked; end the whole family.
        await revokeTokenFamily(trx, token.family_id, 'refresh token reused', now);
        return bad('The refresh token has already been used; its tokens are revoked');
      }
      if (token.expires_at.getTime() <= now.getTime()) return bad('The refresh token has expired');
      // Rotation renews a token, never its family: a leaked token cannot renew itself forever.
      if (token.family_created_at.getTime() + ctx.config.auth.refreshFamilyLifetimeMs <= now.getTime()) {
        return bad('The refresh token has reached the end of its absolute lifetime: authorize again');
      }
      await markRefreshTokenUsed(trx, token.token_hash, now);
      return {
        ok: await issueTokens(ctx, trx, { familyId: token.family_id, userId: token.user_id, clientId: token.client_id, authMethod: token.auth_method }),
      };
    }),
  );
}

async function clientCredentials(
  ctx: AppContext,
  request: Extract<TokenRequest, { grant_type: 'client_credentials' }>,
): Promise<AccessToken> {
  const app = await clientFor(ctx, request.client_id, 'client_credentials');
  if (!(await verifyAppSecret(ctx, app, request.client_secret)) || !app.user_id) {
    throw invalid('The client secret is wrong', 'client_secret');
  }
  const userId = app.user_id;
  return ctx.db.transaction().execute((trx) => newFamily(ctx, trx, app, userId, 'client_credentials', 'resource'));
}

/**
 * `POST /auth/revoke` (RFC 7009): ends the grant a token belongs to. Unknown tokens and tokens
 * of other clients are ignored, and the answer is the same either way.
 */
export async function revokeToken(ctx: AppContext, request: { client_id: string; token: string }): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const refresh = await lockRefreshToken(trx, request.token);
    if (refresh) {
      if (refresh.client_id === request.client_id) await revokeTokenFamily(trx, refresh.family_id, 'revoked by the client', now);
      return;
    }
    const claims = await verifyAccessToken(request.token, ctx.signingKey, ctx.config.publicUrl, now);
    if (claims && claims.clientId === request.client_id) await revokeTokenFamily(trx, claims.familyId, 'revoked by the client', now);
  });
}
