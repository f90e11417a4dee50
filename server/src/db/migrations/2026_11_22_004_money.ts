import { sql, type Kysely } from 'kysely';

// The money feature: a double-entry ledger (accounts, balanced transactions, append-only
// entries), IBANs, and orders. Amounts are numeric(38,2): e-money is kept in cents, exactly.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('holder', 'issuance', 'redemption')`))
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('ledger_accounts_key', ['kind', 'chain', 'address', 'currency'])
    .execute();

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('mint', 'burn')`))
    .addColumn('order_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // At most one mint or burn per order, whatever retries or concurrent decisions happen.
  await db.schema.createIndex('ledger_transactions_order_idx').on('ledger_transactions').column('order_id').unique().execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'numeric(38, 2)', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_account_idx').on('ledger_entries').column('account_id').execute();
  await db.schema.createIndex('ledger_entries_transaction_idx').on('ledger_entries').column('transaction_id').execute();

  // Double entry enforced by the database too: at commit, every transaction touched must sum to
  // zero; and entries are never changed or removed (a correction is a new posting).
  await sql`
    create function ledger_transaction_balanced() returns trigger language plpgsql as $$
    begin
      if (select coalesce(sum(amount), 0) from ledger_entries where transaction_id = new.transaction_id) <> 0 then
        raise exception 'ledger transaction % does not balance', new.transaction_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced after insert on ledger_entries
    deferrable initially deferred for each row execute function ledger_transaction_balanced()`.execute(db);
  await sql`
    create function ledger_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger entries are append-only';
    end $$`.execute(db);
  await sql`
    create trigger ledger_entries_append_only before update or delete on ledger_entries
    for each row execute function ledger_entries_append_only()`.execute(db);

  await db.schema
    .createTable('ibans')
    .addColumn('iban', 'text', (c) => c.primaryKey())
    .addColumn('bic', 'text', (c) => c.notNull())
    .addColumn('profile_id', 'uuid', (c) => c.notNull().unique().references('profiles.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'approved', 'rejected', 'closed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('issue', 'redeem')`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(38, 2)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('counterpart', 'jsonb', (c) => c.notNull())
    .addColumn('memo', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('placed', 'pending', 'processed', 'rejected')`))
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz')
    .addColumn('rejected_reason', 'text')
    .addColumn('supporting_document_id', 'uuid')
    .addColumn('tx_hashes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('message', 'text')
    .addColumn('signature', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // The contract's rule, kept by the database: processedAt exactly when processed, a reason exactly when rejected.
    .addCheckConstraint('orders_processed_at', sql`(state = 'processed') = (processed_at is not null)`)
    .addCheckConstraint('orders_rejected_reason', sql`(state = 'rejected') = (rejected_reason is not null)`)
    .execute();
  await db.schema.createIndex('orders_profile_idx').on('orders').columns(['profile_id', 'seq']).execute();
  await db.schema.createIndex('orders_holder_idx').on('orders').columns(['address', 'chain', 'currency', 'state']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('ibans').execute();
  await db.schema.dropTable('ledger_entries').execute();
  await sql`drop function if exists ledger_entries_append_only()`.execute(db);
  await sql`drop function if exists ledger_transaction_balanced()`.execute(db);
  await db.schema.dropTable('ledger_transactions').execute();
  await db.schema.dropTable('ledger_accounts').execute();
}
