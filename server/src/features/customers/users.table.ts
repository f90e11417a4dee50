import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../../db/json.js';
import type { Permission } from '../../domain/permission.js';

export interface UsersTable {
  id: string;
  /** Lower-case. */
  email: string;
  name: Generated<string>;
  password_hash: string | null;
  role: 'admin' | null;
  email_verified: Generated<boolean>;
  created_at: Generated<Date>;
  /**
   * Null for an account (the email's one account). A partner's id for that partner's own customer
   * record of an email that has an account elsewhere (POST /auth/signup): it never signs in.
   */
  partner_scope: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the person agreed to the terms and privacy notice at hosted sign-up, and which version. */
  terms_accepted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  terms_version: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserProfilesTable {
  user_id: string;
  profile_id: string;
  perms: Json<Permission[]>;
  is_default: Generated<boolean>;
}

/** A user's consent that an app may act for them (or the partner's own user, authorized on creation). */
export interface AppAuthorizationsTable {
  app_id: string;
  user_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  /**
   * Made by the partner creating the account (`POST /auth/signup`), not by the person's consent:
   * it counts only while the account is unclaimed (no password). The person's own consent to the
   * app turns it into a consent (false).
   */
  partner_created: Generated<boolean>;
}
