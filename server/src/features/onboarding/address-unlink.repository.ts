import type { Database } from '../../db/database.js';
import type { Chain } from '../addresses/addresses.table.js';

/** `chain:address` (lower case) of a link. */
export const linkKey = (chain: string, address: string) => `${chain}:${address.toLowerCase()}`;

/**
 * The links of a profile made since `since` (the authorization request's start) on addresses
 * with no IBAN and no orders: the ones the person may still take back before consenting.
 */
export async function removableLinks(db: Database, profileId: string, since: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('address_chains')
    .innerJoin('addresses', 'addresses.address', 'address_chains.address')
    .select(['address_chains.address', 'address_chains.chain'])
    .where('addresses.profile_id', '=', profileId)
    .where('address_chains.state', '=', 'linked')
    .where('address_chains.created_at', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('ibans').select('ibans.iban').whereRef('ibans.address', '=', 'address_chains.address'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('orders').select('orders.id').whereRef('orders.address', '=', 'address_chains.address'))),
    )
    .execute();
  return new Set(rows.map((r) => linkKey(r.chain, r.address)));
}

/**
 * Removes one chain link of the profile's address, and the address itself once no chain is left.
 * Inside the caller's transaction; the address row is locked first so a concurrent link waits.
 */
export async function removeLink(trx: Database, profileId: string, address: string, chain: Chain): Promise<void> {
  const lower = address.toLowerCase();
  await trx.selectFrom('addresses').select('address').where('address', '=', lower).where('profile_id', '=', profileId).forUpdate().executeTakeFirst();
  await trx.deleteFrom('address_chains').where('address', '=', lower).where('chain', '=', chain).execute();
  const left = await trx.selectFrom('address_chains').select('chain').where('address', '=', lower).executeTakeFirst();
  if (!left) await trx.deleteFrom('addresses').where('address', '=', lower).where('profile_id', '=', profileId).execute();
}
