import type { Database } from '../../db/database.js';
import type { Chain } from './addresses.table.js';

export interface LinkedChain {
  address: string;
  chain: Chain;
  state: 'linked' | 'pending' | 'expired';
}

/** The profile an address belongs to, if any (addresses are stored lower-case). */
export async function findAddressOwner(db: Database, address: string): Promise<string | undefined> {
  const row = await db.selectFrom('addresses').select('profile_id').where('address', '=', address.toLowerCase()).executeTakeFirst();
  return row?.profile_id;
}

/**
 * Links an address to a profile on a chain. Returns false when the address already belongs to
 * another profile (an address has exactly one owner).
 */
export async function linkAddress(
  db: Database,
  link: { address: string; profileId: string; chain: Chain; state: 'linked' | 'pending'; now: Date },
): Promise<boolean> {
  const address = link.address.toLowerCase();
  await db
    .insertInto('addresses')
    .values({ address, profile_id: link.profileId, created_at: link.now })
    .onConflict((oc) => oc.column('address').doNothing())
    .execute();
  const owner = await findAddressOwner(db, address);
  if (owner !== link.profileId) return false;
  await db
    .insertInto('address_chains')
    .values({ address, chain: link.chain, state: link.state, created_at: link.now, updated_at: link.now })
    .onConflict((oc) =>
      oc.columns(['address', 'chain']).doUpdateSet({ state: link.state, updated_at: link.now }).where('address_chains.state', '!=', 'linked'),
    )
    .execute();
  return true;
}

export async function listProfileAddresses(db: Database, profileId: string): Promise<LinkedChain[]> {
  return db
    .selectFrom('address_chains')
    .innerJoin('addresses', 'addresses.address', 'address_chains.address')
    .select(['address_chains.address', 'address_chains.chain', 'address_chains.state'])
    .where('addresses.profile_id', '=', profileId)
    .orderBy('address_chains.created_at')
    .execute();
}

/** The chains on which an address is linked (state `linked`). */
export async function linkedChainsOf(db: Database, address: string): Promise<Chain[]> {
  const rows = await db
    .selectFrom('address_chains')
    .select('chain')
    .where('address', '=', address.toLowerCase())
    .where('state', '=', 'linked')
    .execute();
  return rows.map((r) => r.chain);
}
