import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../../db/json.js';

export interface PartnersTable {
  id: string;
  name: string;
  created_at: Generated<Date>;
}

export type AppKind = 'authorization_code' | 'client_credentials';
export type KycModel = 'sharing' | 'reliance';

/** The "Requires extra privileges" operations a partner app can be granted. */
export const PRIVILEGES = [
  'signup',
  'submitProfileDetails',
  'submitProfileForm',
  'submitProfileVerifications',
  'linkAddress',
  'requestIban',
  'moveIban',
] as const;
export type Privilege = (typeof PRIVILEGES)[number];

export interface AppsTable {
  id: string;
  partner_id: string;
  client_id: string;
  kind: AppKind;
  name: string;
  privacy_policy_url: string;
  terms_of_service_url: string;
  redirect_uris: Json<string[]>;
  secret_hash: string | null;
  privileges: Json<Privilege[]>;
  kyc_model: KycModel;
  user_id: string | null;
  /** Shown on the consent screen; absolute, or a path on this server (the sandbox app's default). */
  logo_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The domain the partner proved it owns; redirect URIs on it (or its subdomains) show as verified. */
  verified_domain: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set while the app is disabled: its tokens stop working and it gets no new ones. */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A rotated secret that still works until `previous_secret_until` (the grace the partner chose). */
  previous_secret_hash: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  secret_rotated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, never, never>;
}
