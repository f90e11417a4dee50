import { sql, type Kysely } from 'kysely';

// Partners and their apps, users and profiles, linked addresses, and the OAuth2 state.
// Ids are UUIDs made by the application; emails and addresses are stored lower-case.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('partners')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('personal', 'corporate')`))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('created', 'pending', 'approved', 'rejected', 'blocked')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_profiles')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('perms', 'jsonb', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('user_profiles_pk', ['user_id', 'profile_id'])
    .execute();
  await db.schema.createIndex('user_profiles_profile_idx').on('user_profiles').column('profile_id').execute();

  await db.schema
    .createTable('apps')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('partner_id', 'uuid', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('client_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('authorization_code', 'client_credentials')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('privacy_policy_url', 'text', (c) => c.notNull())
    .addColumn('terms_of_service_url', 'text', (c) => c.notNull())
    .addColumn('redirect_uris', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('secret_hash', 'text')
    .addColumn('privileges', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('kyc_model', 'text', (c) => c.notNull().check(sql`kyc_model in ('sharing', 'reliance')`))
    // Client-credentials apps act as their own application user, with its own profile.
    .addColumn('user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('app_authorizations')
    .addColumn('app_id', 'uuid', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('app_authorizations_pk', ['app_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('addresses_profile_idx').on('addresses').column('profile_id').execute();

  await db.schema
    .createTable('address_chains')
    .addColumn('address', 'text', (c) => c.notNull().references('addresses.address').onDelete('cascade'))
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('linked', 'pending', 'expired')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('address_chains_pk', ['address', 'chain'])
    .execute();

  await db.schema
    .createTable('authorization_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('app_id', 'uuid', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('signature', 'text')
    .addColumn('chain', 'text')
    .addColumn('email', 'text')
    .addColumn('skip_kyc', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('skip_create_account', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('token_families')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('app_id', 'uuid', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('grant_type', 'text', (c) => c.notNull())
    .addColumn('auth_method', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();

  await db.schema
    .createTable('authorization_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'uuid', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('auth_method', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    // The token family the code was exchanged for: a replayed code revokes it.
    .addColumn('family_id', 'uuid', (c) => c.references('token_families.id'))
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'uuid', (c) => c.notNull().references('token_families.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('siwe_nonces')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('siwe_nonces_pk', ['address', 'nonce'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sessions', 'siwe_nonces', 'refresh_tokens', 'authorization_codes', 'token_families',
    'authorization_requests', 'address_chains', 'addresses', 'app_authorizations', 'apps',
    'user_profiles', 'profiles', 'users', 'partners', 'settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
