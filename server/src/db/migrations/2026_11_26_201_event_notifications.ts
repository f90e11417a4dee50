import { sql, type Kysely } from 'kysely';

// Every api process streams order events to its WebSocket clients. A row added
// to the outbox now also wakes them through NOTIFY (sent when the transaction commits), carrying
// only the event's sequence number: readers load the rows from the outbox, so a missed notification
// (a dropped listener) costs only latency, never an event.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function events_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('emoney_events', new.seq::text);
      return null;
    end $$
  `.execute(db);
  await sql`create trigger events_notify after insert on events for each row execute function events_notify()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger events_notify on events`.execute(db);
  await sql`drop function events_notify()`.execute(db);
}
