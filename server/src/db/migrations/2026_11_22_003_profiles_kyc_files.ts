import { sql, type Kysely } from 'kysely';

// Uploaded files (record + bytes, the bytes behind the FileStorage interface) and the KYC data
// submitted for profiles: the latest details, form and verifications, and one review per stay
// in `pending`. Submissions are kept as the API received them (jsonb): a resubmission replaces them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('application/pdf', 'image/jpeg')`))
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0 and size <= 5242880`))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_profile_idx').on('files').column('profile_id').execute();

  await db.schema
    .createTable('file_contents')
    .addColumn('file_id', 'uuid', (c) => c.primaryKey().references('files.id').onDelete('cascade'))
    .addColumn('data', 'bytea', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('kyc_details')
    .addColumn('profile_id', 'uuid', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('personal', 'corporate')`))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull().check(sql`model in ('sharing', 'reliance')`))
    .addColumn('submitted_by', 'uuid', (c) => c.notNull())
    .addColumn('app_id', 'uuid', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('kyc_forms')
    .addColumn('profile_id', 'uuid', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('personal', 'corporate')`))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull().check(sql`model in ('sharing', 'reliance')`))
    .addColumn('submitted_by', 'uuid', (c) => c.notNull())
    .addColumn('app_id', 'uuid', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('kyc_verifications')
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('profile_kind', 'text', (c) => c.notNull().check(sql`profile_kind in ('personal', 'corporate')`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('documents', 'jsonb', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull().check(sql`model in ('sharing', 'reliance')`))
    .addColumn('submitted_by', 'uuid', (c) => c.notNull())
    .addColumn('app_id', 'uuid', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('kyc_verifications_pk', ['profile_id', 'profile_kind', 'kind'])
    .execute();

  await db.schema
    .createTable('kyc_reviews')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('model', 'text', (c) => c.notNull().check(sql`model in ('sharing', 'reliance')`))
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('approved', 'rejected', 'blocked', 'withdrawn')`))
    .addColumn('decided_by', 'text', (c) => c.check(sql`decided_by in ('sandbox', 'simulator', 'submission')`))
    .execute();
  await db.schema.createIndex('kyc_reviews_profile_idx').on('kyc_reviews').columns(['profile_id', 'opened_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['kyc_reviews', 'kyc_verifications', 'kyc_forms', 'kyc_details', 'file_contents', 'files']) {
    await db.schema.dropTable(table).execute();
  }
}
