import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { toJson } from '../../db/json.js';
import { isUuid } from '../../domain/uuid.js';
import type { AppKind, AppsTable, KycModel, Privilege } from '../partners/partners.table.js';

export type App = Selectable<AppsTable>;

export async function findAppByClientId(db: Database, clientId: string): Promise<App | undefined> {
  if (!isUuid(clientId)) return undefined;
  return db.selectFrom('apps').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export async function findAppById(db: Database, id: string): Promise<App | undefined> {
  return db.selectFrom('apps').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewApp {
  id: string;
  partnerId: string;
  clientId: string;
  kind: AppKind;
  name: string;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  redirectUris: string[];
  secretHash: string | null;
  privileges: readonly Privilege[];
  kycModel: KycModel;
  userId: string | null;
  logoUrl?: string | null;
  verifiedDomain?: string | null;
}

export async function insertApp(db: Database, app: NewApp): Promise<void> {
  await db
    .insertInto('apps')
    .values({
      id: app.id,
      partner_id: app.partnerId,
      client_id: app.clientId,
      kind: app.kind,
      name: app.name,
      privacy_policy_url: app.privacyPolicyUrl,
      terms_of_service_url: app.termsOfServiceUrl,
      redirect_uris: toJson(app.redirectUris),
      secret_hash: app.secretHash,
      privileges: toJson(app.privileges),
      kyc_model: app.kycModel,
      user_id: app.userId,
      logo_url: app.logoUrl ?? null,
      verified_domain: app.verifiedDomain ?? null,
    })
    .execute();
}

export async function insertPartner(db: Database, id: string, name: string): Promise<void> {
  await db.insertInto('partners').values({ id, name }).execute();
}

/** A partner's apps, oldest first. */
export async function listPartnerApps(db: Database, partnerId: string): Promise<App[]> {
  return db.selectFrom('apps').selectAll().where('partner_id', '=', partnerId).orderBy('created_at').orderBy('id').execute();
}

/** The corporate profile a partner's client-credentials apps act on, when it has one. */
export async function findPartnerAppProfile(db: Database, partnerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('apps')
    .innerJoin('user_profiles', 'user_profiles.user_id', 'apps.user_id')
    .select('user_profiles.profile_id')
    .where('apps.partner_id', '=', partnerId)
    .where('apps.kind', '=', 'client_credentials')
    .orderBy('apps.created_at')
    .executeTakeFirst();
  return row?.profile_id;
}
