import type { AppContext } from '../../app-context.js';
import { Forbidden } from '../../domain/errors.js';
import type { AppKind, KycModel, Privilege } from '../partners/partners.table.js';
import { decodeJwt } from 'jose';
import { enterCachedPartnerTimeOfClient, enterPartnerTimeOfClient, partnerNow } from './partner-time.js';
import { knownAccessToken, knownClientId, verifyAccessToken, type AccessTokenClaims } from './access-tokens.js';
import { cacheFor, type AuthStateCache } from './auth-state-cache.js';
import type { AuthMethod } from './access-tokens.js';

/** Who is calling: the user a token speaks for, through which app of which partner. */
export interface Principal {
  userId: string;
  appId: string;
  clientId: string;
  partnerId: string;
  appKind: AppKind;
  authMethod: AuthMethod;
  familyId: string;
  privileges: Privilege[];
  kycModel: KycModel;
}

/**
 * Checks `Authorization: Bearer <token>`: a valid signature and expiry, and a token family that
 * is not revoked. The family's state is cached (auth-state-cache.ts): a revocation takes effect at
 * once in the process that made it, and on every other process when it commits (NOTIFY).
 */
export async function authenticateBearer(ctx: AppContext, header: string | undefined): Promise<Principal | null> {
  const token = bearerToken(header);
  if (!token) return null;
  // Expiry is judged on the token's partner's sandbox clock: read (unverified) which client the
  // token names, switch to that partner's time, then verify everything, the signature included.
  const clientId = knownClientId(token, ctx.signingKey) ?? unverifiedClientId(token) ?? '';
  const offsetMs = await enterPartnerTimeOfClient(ctx, clientId);
  const claims = await verifyAccessToken(token, ctx.signingKey, ctx.config.publicUrl, partnerNow(ctx, offsetMs));
  if (!claims) return null;
  const row = await cacheFor(families, ctx.db).get(claims.familyId, () => tokenFamily(ctx, claims.familyId));
  return principalOf(claims, row);
}

/**
 * {@link authenticateBearer} from what this process holds already, without a promise: the caller
 * of a token verified here before, whose client clock and family are cached and trusted (the
 * steady state). Undefined for anything else, the token refused included: `authenticateBearer`
 * then decides, reading what it must. The same checks on the same cached state, so both agree.
 */
export function cachedBearer(ctx: AppContext, header: string | undefined): Principal | undefined {
  const token = bearerToken(header);
  const clientId = token && knownClientId(token, ctx.signingKey);
  if (!clientId) return undefined;
  const offsetMs = enterCachedPartnerTimeOfClient(ctx, clientId);
  if (offsetMs === undefined) return undefined;
  const claims = knownAccessToken(token, ctx.signingKey, ctx.config.publicUrl, partnerNow(ctx, offsetMs));
  const row = claims ? cacheFor(families, ctx.db).peek(claims.familyId) : undefined;
  return (claims && principalOf(claims, row)) ?? undefined;
}

function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header ?? '')?.[1];
}

/** The caller, when the token family is live and is the one the token's claims name. */
function principalOf(claims: AccessTokenClaims, row: FamilyRow | undefined): Principal | null {
  if (!row || row.revoked_at !== null || row.user_id !== claims.userId || row.client_id !== claims.clientId) return null;
  return {
    userId: claims.userId,
    appId: row.app_id,
    clientId: row.client_id,
    partnerId: row.partner_id,
    appKind: row.kind,
    authMethod: claims.authMethod,
    familyId: claims.familyId,
    privileges: row.privileges,
    kycModel: row.kyc_model,
  };
}

type FamilyRow = NonNullable<Awaited<ReturnType<typeof tokenFamily>>>;
/** Token families (revocation state) with their apps, per database (auth-state-cache.ts: bounded staleness). */
const families = new WeakMap<object, AuthStateCache<FamilyRow>>();

function tokenFamily(ctx: AppContext, familyId: string) {
  return ctx.db
    .selectFrom('token_families')
    .innerJoin('apps', 'apps.id', 'token_families.app_id')
    .select([
      'token_families.revoked_at',
      'token_families.user_id',
      'apps.id as app_id',
      'apps.client_id',
      'apps.partner_id',
      'apps.kind',
      'apps.privileges',
      'apps.kyc_model',
    ])
    .where('token_families.id', '=', familyId)
    .executeTakeFirst();
}

function unverifiedClientId(token: string): string | null {
  try {
    const cid = decodeJwt(token).cid;
    return typeof cid === 'string' ? cid : null;
  } catch {
    return null;
  }
}

/** The partner message of the product specification for an app lacking a granted privilege. */
export function requirePrivilege(principal: Principal, privilege: Privilege): void {
  if (!principal.privileges.includes(privilege)) {
    throw new Forbidden(
      'The app is not allowed to perform this operation (it requires extra privileges). Contact emoney for access.',
    );
  }
}
