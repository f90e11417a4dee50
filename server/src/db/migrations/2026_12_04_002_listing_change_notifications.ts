import { sql, type Kysely } from 'kysely';

// Every api process keeps pages of order listings in memory (features/money/order-answers.ts),
// forgotten through keyed-row-cache.ts's notifications on `emoney_auth_state`. These triggers send
// them for every write that changes a page, whoever makes it (the repositories, a sandbox reset, SQL
// by hand), when its transaction commits: an order's row names its profile's pages and the pages of
// no profile; a change to who reaches which profile (a user's links to profiles, an app's
// authorizations, an account's password, which ends a partner-created authorization) names every
// page. PostgreSQL folds a transaction's identical notifications into one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function orders_notify_listings() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        perform pg_notify('emoney_auth_state', 'rows:orders:any,orders:' || old.profile_id::text);
      end if;
      if tg_op <> 'DELETE' then
        perform pg_notify('emoney_auth_state', 'rows:orders:any,orders:' || new.profile_id::text);
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`create trigger orders_notify_listings after insert or update or delete on orders for each row execute function orders_notify_listings()`.execute(db);
  await sql`
    create function profile_reach_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('emoney_auth_state', 'rows:profile-reach');
      return null;
    end $$
  `.execute(db);
  // A truncation names no rows: every kept entry goes.
  await sql`
    create function rows_notify_all() returns trigger language plpgsql as $$
    begin
      perform pg_notify('emoney_auth_state', 'rows:*');
      return null;
    end $$
  `.execute(db);
  await sql`create trigger orders_notify_truncate after truncate on orders for each statement execute function rows_notify_all()`.execute(db);
  for (const table of ['user_profiles', 'app_authorizations']) {
    await sql`create trigger ${sql.raw(`${table}_notify_reach`)} after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function profile_reach_notify()`.execute(db);
  }
  await sql`create trigger users_notify_reach after update of password_hash or delete on users for each statement execute function profile_reach_notify()`.execute(db);
  await sql`create trigger apps_notify_reach after update of partner_id or delete on apps for each statement execute function profile_reach_notify()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [trigger, table] of [
    ['orders_notify_listings', 'orders'],
    ['orders_notify_truncate', 'orders'],
    ['user_profiles_notify_reach', 'user_profiles'],
    ['app_authorizations_notify_reach', 'app_authorizations'],
    ['users_notify_reach', 'users'],
    ['apps_notify_reach', 'apps'],
  ] as const) {
    await sql`drop trigger ${sql.raw(trigger)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function orders_notify_listings()`.execute(db);
  await sql`drop function profile_reach_notify()`.execute(db);
  await sql`drop function rows_notify_all()`.execute(db);
}
