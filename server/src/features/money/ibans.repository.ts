import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { components } from '@emoney/api-types';
import { toChecksumAddress } from '../../crypto/address.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { PageWindow } from '../../domain/page-window.js';
import type { Chain, IbansTable, IbanState } from './money.tables.js';
import { literalLimit } from '../../db/literal-limit.js';

export type IbanObject = components['schemas']['IbanObject'];
export type IbanRow = Selectable<IbansTable>;

/** An IBAN as the API answers it (and as `iban.updated` carries it); `name` is the holder's (profile) name. */
export function toIbanObject(row: IbanRow, name: string): IbanObject {
  return {
    iban: row.iban,
    bic: row.bic,
    profile: row.profile_id,
    address: toChecksumAddress(row.address),
    chain: row.chain,
    state: row.state,
    name,
    emailNotifications: row.email_notifications,
  };
}

/** IBAN objects of rows, with their holders' names looked up in one query. */
export async function toIbanObjects(db: Database, rows: IbanRow[]): Promise<IbanObject[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.profile_id))];
  const profiles = await db.selectFrom('profiles').select(['id', 'name']).where('id', 'in', ids).execute();
  const names = new Map(profiles.map((p) => [p.id, p.name]));
  return rows.map((row) => toIbanObject(row, names.get(row.profile_id) ?? ''));
}

/** One IBAN object (see toIbanObjects). */
export async function ibanObject(db: Database, row: IbanRow): Promise<IbanObject> {
  const [object] = await toIbanObjects(db, [row]);
  return object!;
}

/**
 * Inserts a pending IBAN unless the number is taken or the profile has one already (the two
 * unique keys); true when inserted.
 */
export async function insertIban(
  trx: Database,
  iban: { iban: string; bic: string; profileId: string; address: string; chain: Chain; emailNotifications: boolean; now: Date },
): Promise<boolean> {
  const row = await trx
    .insertInto('ibans')
    .values({
      iban: iban.iban,
      bic: iban.bic,
      profile_id: iban.profileId,
      address: iban.address.toLowerCase(),
      chain: iban.chain,
      state: 'pending',
      email_notifications: iban.emailNotifications,
      created_at: iban.now,
      updated_at: iban.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('iban')
    .executeTakeFirst();
  return row !== undefined;
}

/** Looks an IBAN up by its stored form (upper case, no spaces). */
export async function findIban(db: Database, iban: string): Promise<IbanRow | undefined> {
  return db.selectFrom('ibans').selectAll().where('iban', '=', iban).executeTakeFirst();
}

export async function findProfileIban(db: Database, profileId: string): Promise<IbanRow | undefined> {
  return db.selectFrom('ibans').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
}

export async function lockIban(trx: Database, iban: string): Promise<IbanRow | undefined> {
  return trx.selectFrom('ibans').selectAll().where('iban', '=', iban).forUpdate().executeTakeFirst();
}

export async function updateIban(
  trx: Database,
  iban: string,
  changes: { state?: IbanState; address?: string; chain?: Chain },
  now: Date,
): Promise<IbanRow> {
  return trx
    .updateTable('ibans')
    .set({ ...changes, ...(changes.address ? { address: changes.address.toLowerCase() } : {}), updated_at: now })
    .where('iban', '=', iban)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * One page of the IBANs of the given profiles, oldest first (keyset on created_at, iban; one IBAN
 * per profile, so the unique profile index serves): `window.take` rows after the IBAN
 * `window.after`. Undefined when that IBAN is not in the listing.
 */
export async function listIbans(db: Database, filter: { profileIds: string[]; chain?: Chain | undefined }, window: PageWindow): Promise<IbanRow[] | undefined> {
  if (filter.profileIds.length === 0) return window.after === undefined ? [] : undefined;
  const matching = <Q extends SelectQueryBuilder<DB, 'ibans', object>>(query: Q): Q => {
    const q = query.where('profile_id', 'in', filter.profileIds);
    return (filter.chain ? q.where('chain', '=', filter.chain) : q) as Q;
  };
  let query = matching(db.selectFrom('ibans').selectAll());
  if (window.after !== undefined) {
    if (!(await matching(db.selectFrom('ibans').select('iban')).where('iban', '=', window.after).executeTakeFirst())) return undefined;
    query = query.where(sql<boolean>`(created_at, iban) > (select i.created_at, i.iban from ibans i where i.iban = ${window.after})`);
  }
  return query.orderBy('created_at').orderBy('iban').limit(literalLimit(window.take)).execute();
}
