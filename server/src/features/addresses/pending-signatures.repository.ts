import type { components } from '@emoney/api-types';
import { toChecksumAddress } from '../../crypto/address.js';
import type { Database } from '../../db/database.js';
import { formatAmount } from '../../domain/amounts.js';
import type { Chain } from './addresses.table.js';

export type PendingSignature = components['schemas']['PendingSignature'];
export type PendingSignatureKind = components['schemas']['PendingSignatureKind'];

/** What `GET /signatures` filters on; the profile is always given (the caller's default when left out). */
export interface PendingSignatureFilter {
  profileId: string;
  address?: string | undefined;
  chain?: Chain | undefined;
  kind?: PendingSignatureKind | undefined;
}

/**
 * The profile's signatures awaiting onchain confirmation, oldest first: `pending` address links,
 * and redeem orders still `placed` with the onchain signature `0x` (once confirmed they move on).
 */
export async function listPendingSignatures(db: Database, filter: PendingSignatureFilter): Promise<PendingSignature[]> {
  const address = filter.address?.toLowerCase();
  const found: PendingSignature[] = [];
  if (filter.kind === undefined || filter.kind === 'linkAddress') {
    let links = db
      .selectFrom('address_chains')
      .innerJoin('addresses', 'addresses.address', 'address_chains.address')
      .select(['address_chains.address', 'address_chains.chain', 'address_chains.created_at'])
      .where('addresses.profile_id', '=', filter.profileId)
      .where('address_chains.state', '=', 'pending');
    if (address) links = links.where('address_chains.address', '=', address);
    if (filter.chain) links = links.where('address_chains.chain', '=', filter.chain);
    for (const row of await links.execute()) {
      found.push({ kind: 'linkAddress', chain: row.chain, address: toChecksumAddress(row.address), createdAt: row.created_at.toISOString() });
    }
  }
  if (filter.kind === undefined || filter.kind === 'order') {
    let orders = db
      .selectFrom('orders')
      .select(['id', 'address', 'chain', 'amount', 'currency', 'counterpart', 'message', 'placed_at'])
      .where('profile_id', '=', filter.profileId)
      .where('kind', '=', 'redeem')
      .where('state', '=', 'placed')
      .where('signature', '=', '0x');
    if (address) orders = orders.where('address', '=', address);
    if (filter.chain) orders = orders.where('chain', '=', filter.chain);
    for (const row of await orders.execute()) {
      found.push({
        kind: 'order',
        chain: row.chain,
        address: toChecksumAddress(row.address),
        createdAt: row.placed_at.toISOString(),
        id: row.id,
        amount: formatAmount(row.amount),
        currency: row.currency,
        counterpart: row.counterpart,
        // What the wallet signs onchain: the Safe owners need the exact text.
        ...(row.message !== null ? { message: row.message } : {}),
      });
    }
  }
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
