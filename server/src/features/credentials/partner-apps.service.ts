import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { InvalidInput, NotFound, type FieldMessages } from '../../domain/errors.js';
import { isUuid } from '../../domain/uuid.js';
import { isHttpUrl } from '../../env-reader.js';
import { hashClientSecret } from './client-secrets.js';
import { randomToken } from '../../crypto/secrets.js';
import { createCustomer } from '../customers/customers.service.js';
import { findAppByClientId, insertApp, insertPartner } from './apps.repository.js';
import { PRIVILEGES, type AppKind, type KycModel, type Privilege } from '../partners/partners.table.js';

/**
 * The one write path of partners and their apps: the sandbox seed and the operations CLI
 * (`emoney admin partners create`, `apps create`) both create them here, with the same rules.
 */

export async function createPartner(db: Database, partner: { id?: string; name: string }): Promise<{ id: string; name: string }> {
  const name = partner.name.trim();
  if (name === '') throw new InvalidInput('A partner needs a name', { name: 'must not be empty' });
  const id = partner.id ?? randomUUID();
  await insertPartner(db, id, name);
  return { id, name };
}

export interface NewPartnerApp {
  partnerId: string;
  kind: AppKind;
  name: string;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  /** Where the authorization code flow may send people back (authorization-code apps: at least one). */
  redirectUris: readonly string[];
  privileges: readonly Privilege[];
  kycModel: KycModel;
  /** Shown on the consent screen: an absolute http(s) URL, or a path on this server. */
  logoUrl?: string | null;
  /** The domain the partner proved it owns (redirect URIs on it show as verified). */
  verifiedDomain?: string | null;
  /** Fixed ids and secret (the seed's, from the environment); otherwise new ones. */
  clientId?: string;
  clientSecret?: string;
  /**
   * Client credentials act as an application user on the partner's corporate profile: this one
   * when it exists (another app of the partner shares it), else a new approved one with this id.
   */
  profileId?: string;
  /** The corporate profile's (and its application user's) name; default the partner's. */
  profileName?: string;
}

export interface CreatedPartnerApp {
  id: string;
  clientId: string;
  kind: AppKind;
  /** Client-credentials apps only: the secret in clear, never stored (shown once). */
  clientSecret?: string;
  /** Client-credentials apps only: the corporate profile the app acts on. */
  profileId?: string;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** An absolute URL without a fragment (RFC 6749, 3.1.2): http(s), or a native app's own scheme; never a script or data URL. */
function isRedirectUri(uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return !uri.includes('#') && !['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'].includes(url.protocol) && (!url.protocol.startsWith('http') || url.host !== '');
}

/** What is wrong with each field of a new app; empty when it may be created. */
export function appProblems(app: NewPartnerApp): FieldMessages {
  const problems: FieldMessages = {};
  if (app.name.trim() === '') problems.name = 'must not be empty';
  if (!isHttpUrl(app.privacyPolicyUrl)) problems.privacyPolicyUrl = 'must be an absolute http(s) URL';
  if (!isHttpUrl(app.termsOfServiceUrl)) problems.termsOfServiceUrl = 'must be an absolute http(s) URL';
  const badUri = app.redirectUris.find((uri) => !isRedirectUri(uri));
  if (badUri !== undefined) problems.redirectUris = `"${badUri}" is not an absolute URL without a fragment (http(s), or an app's own scheme)`;
  else if (app.kind === 'authorization_code' && app.redirectUris.length === 0) problems.redirectUris = 'an authorization-code app needs at least one';
  else if (app.kind === 'client_credentials' && app.redirectUris.length > 0) problems.redirectUris = 'a client-credentials app has none';
  const unknown = app.privileges.find((p) => !(PRIVILEGES as readonly string[]).includes(p));
  if (unknown !== undefined) problems.privileges = `"${unknown}" is not one of ${PRIVILEGES.join(', ')}`;
  if (app.logoUrl && !isHttpUrl(app.logoUrl) && !/^\/[^/]/.test(app.logoUrl)) problems.logoUrl = 'must be an absolute http(s) URL or a path on this server';
  if (app.verifiedDomain && !DOMAIN.test(app.verifiedDomain.toLowerCase())) problems.verifiedDomain = 'must be a domain name such as example.com';
  if (app.clientId !== undefined && !isUuid(app.clientId)) problems.clientId = 'must be a UUID';
  if (app.profileId !== undefined && !isUuid(app.profileId)) problems.profileId = 'must be a UUID';
  return problems;
}

/**
 * Creates an app of a partner. Load the client-secret key first (`loadClientSecretKey`), outside
 * the transaction `trx` belongs to (on the embedded database a read from inside would wait on itself).
 */
export async function createPartnerApp(ctx: AppContext, trx: Database, app: NewPartnerApp): Promise<CreatedPartnerApp> {
  const problems = appProblems(app);
  const [first] = Object.entries(problems);
  if (first) throw new InvalidInput(`The app's ${first[0]} ${first[1]}`, problems);
  const partner = await trx.selectFrom('partners').select(['id', 'name']).where('id', '=', app.partnerId.toLowerCase()).executeTakeFirst();
  if (!partner) throw new NotFound(`No partner has the id ${app.partnerId}`);
  const clientId = app.clientId ?? randomUUID();
  if (await findAppByClientId(trx, clientId)) throw new InvalidInput(`An app with client id ${clientId} exists already`, { clientId: 'is taken' });
  const id = randomUUID();
  const common = {
    id,
    partnerId: partner.id,
    clientId,
    kind: app.kind,
    name: app.name.trim(),
    privacyPolicyUrl: app.privacyPolicyUrl,
    termsOfServiceUrl: app.termsOfServiceUrl,
    privileges: [...new Set(app.privileges)],
    kycModel: app.kycModel,
    logoUrl: app.logoUrl ?? null,
    verifiedDomain: app.verifiedDomain?.toLowerCase() ?? null,
  };
  if (app.kind === 'authorization_code') {
    await insertApp(trx, { ...common, redirectUris: [...app.redirectUris], secretHash: null, userId: null });
    return { id, clientId, kind: app.kind };
  }
  // The app's application user and its approved corporate profile (what client credentials act as).
  const clientSecret = app.clientSecret ?? randomToken(24);
  const profileId = app.profileId?.toLowerCase() ?? randomUUID();
  const profileName = app.profileName ?? partner.name;
  const profileExists = await trx.selectFrom('profiles').select('id').where('id', '=', profileId).executeTakeFirst();
  const { userId } = (await createCustomer(
    trx,
    {
      email: `app+${clientId}@sandbox.emoney.test`,
      name: profileName,
      passwordHash: null,
      emailVerified: true,
      profile: { id: profileId, kind: 'corporate', name: profileName, state: 'approved', exists: profileExists !== undefined },
    },
    ctx.clock.now(),
  ))!;
  await insertApp(trx, { ...common, redirectUris: [], secretHash: await hashClientSecret(ctx, clientSecret), userId });
  return { id, clientId, kind: app.kind, clientSecret, profileId };
}
