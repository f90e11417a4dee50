import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../../db/json.js';

export type Permission = 'read' | 'write';

export interface UsersTable {
  id: string;
  /** Lower-case. */
  email: string;
  name: Generated<string>;
  password_hash: string | null;
  role: 'admin' | null;
  email_verified: Generated<boolean>;
  created_at: Generated<Date>;
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
}
