import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { toJson } from '../../db/json.js';
import { Conflict, InvalidInput, NotFound, type FieldMessages } from '../../domain/errors.js';
import { isHttpUrl } from '../../env-reader.js';
import { randomToken } from '../../crypto/secrets.js';
import { redirectUriProblems } from '../../domain/redirect-uri.js';
import { changeClientSecret, hashClientSecret } from './client-secrets.js';
import { revokeAppTokenFamilies } from './client-secrets.repository.js';
import type { App } from './apps.repository.js';

/** The longest grace a rotated client secret may keep working: a week. */
export const MAX_SECRET_GRACE_MS = 7 * 24 * 3600_000;
/** Without a choice, a rotated secret keeps working for a day: time to roll the new one out. */
export const DEFAULT_SECRET_GRACE_MS = 24 * 3600_000;

export interface AppChange {
  name?: string | undefined;
  redirectUris?: readonly string[] | undefined;
  privacyPolicyUrl?: string | undefined;
  termsOfServiceUrl?: string | undefined;
  /** null removes the logo. */
  logoUrl?: string | null | undefined;
  state?: 'active' | 'disabled' | undefined;
}

/**
 * Changes an app of a partner. Disabling it revokes every token it holds at once (every process
 * forgets them: auth-state-cache.ts) and refuses it new ones until it is enabled again.
 */
export async function changePartnerApp(ctx: AppContext, trx: Database, app: App, change: AppChange): Promise<void> {
  const problems: FieldMessages = {};
  if (change.name !== undefined && change.name.trim() === '') problems.name = 'must not be empty';
  if (change.privacyPolicyUrl !== undefined && !isHttpUrl(change.privacyPolicyUrl)) problems.privacyPolicyUrl = 'must be an absolute http(s) URL';
  if (change.termsOfServiceUrl !== undefined && !isHttpUrl(change.termsOfServiceUrl)) problems.termsOfServiceUrl = 'must be an absolute http(s) URL';
  if (change.logoUrl && !isHttpUrl(change.logoUrl)) problems.logoUrl = 'must be an absolute http(s) URL';
  if (change.redirectUris !== undefined) {
    if (app.kind === 'client_credentials' && change.redirectUris.length > 0) problems.redirectUris = 'a client-credentials app has none';
    else if (app.kind === 'authorization_code' && change.redirectUris.length === 0) problems.redirectUris = 'an authorization-code app needs at least one';
    else {
      const problem = redirectUriProblems(change.redirectUris);
      if (problem) problems.redirectUris = problem;
    }
  }
  const [first] = Object.entries(problems);
  if (first) throw new InvalidInput(`The app's ${first[0]} ${first[1]}`, problems);
  const now = ctx.clock.now();
  await trx
    .updateTable('apps')
    .set({
      ...(change.name !== undefined ? { name: change.name.trim() } : {}),
      ...(change.redirectUris !== undefined ? { redirect_uris: toJson([...change.redirectUris]) } : {}),
      ...(change.privacyPolicyUrl !== undefined ? { privacy_policy_url: change.privacyPolicyUrl } : {}),
      ...(change.termsOfServiceUrl !== undefined ? { terms_of_service_url: change.termsOfServiceUrl } : {}),
      ...(change.logoUrl !== undefined ? { logo_url: change.logoUrl } : {}),
      ...(change.state !== undefined ? { disabled_at: change.state === 'disabled' ? (app.disabled_at ?? now) : null } : {}),
    })
    .where('id', '=', app.id)
    .execute();
  if (change.state === 'disabled' && app.disabled_at === null) {
    const revoked = await revokeAppTokenFamilies(trx, app.id, 'app disabled', now);
    ctx.logger.info({ appId: app.id, revokedFamilies: revoked }, 'app disabled; its token families are revoked');
  }
}

/**
 * Gives a client-credentials app a new secret. With a grace, the old secret keeps working until it
 * ends (on the partner's clock) and tokens got with it live out their time, so the partner can roll
 * the new secret out without downtime; without one (a leaked secret) the old secret and every
 * token family of the app end at once. Load the client-secret key first, outside `trx`.
 */
export async function rotateClientSecret(ctx: AppContext, trx: Database, app: App, graceMs: number): Promise<{ clientSecret: string; previousValidUntil?: Date }> {
  if (app.secret_hash === null) throw new Conflict(`The app ${app.client_id} is a public client (authorization code flow): it has no client secret`);
  if (!Number.isInteger(graceMs) || graceMs < 0 || graceMs > MAX_SECRET_GRACE_MS) throw new InvalidInput('The grace must be between none and 7 days', { graceMinutes: 'must be 0 to 10080' });
  const clientSecret = randomToken(24);
  const now = ctx.clock.now();
  if (graceMs === 0) {
    await changeClientSecret(ctx, trx, app.id, clientSecret);
    await trx.updateTable('apps').set({ previous_secret_hash: null, previous_secret_until: null, secret_rotated_at: now }).where('id', '=', app.id).execute();
    return { clientSecret };
  }
  const previousValidUntil = new Date(now.getTime() + graceMs);
  await trx
    .updateTable('apps')
    .set({ secret_hash: await hashClientSecret(ctx, clientSecret), previous_secret_hash: app.secret_hash, previous_secret_until: previousValidUntil, secret_rotated_at: now })
    .where('id', '=', app.id)
    .execute();
  return { clientSecret, previousValidUntil };
}

/** The app of a partner, or 404: another partner's app looks missing. */
export async function partnerAppOf(db: Database, partnerId: string, appId: string): Promise<App> {
  const app = await db.selectFrom('apps').selectAll().where('partner_id', '=', partnerId).where('id', '=', appId).executeTakeFirst();
  if (!app) throw new NotFound('Your partner has no app with this id');
  return app;
}
