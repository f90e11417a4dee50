import type { ColumnType, Generated } from 'kysely';
import type { components } from '@emoney/api-types';

export type Chain = components['schemas']['Chain'];

/**
 * Where the link of an address on one chain stands: `linked` (verified), `pending` (an onchain
 * smart-contract signature awaited, for up to 5 days), `expired` (it never came).
 */
export type LinkState = 'linked' | 'pending' | 'expired';

/**
 * An address belongs to exactly one profile; it may be linked on several chains. The row is made
 * by the first link request; a profile holding only unconfirmed (pending or expired) links yields
 * the address to a verified link of another profile.
 */
export interface AddressesTable {
  /** Lower-case. */
  address: string;
  profile_id: string;
  created_at: Generated<Date>;
}

export interface AddressChainsTable {
  address: string;
  chain: Chain;
  state: LinkState;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** Pending links: when the provider stops waiting for the onchain signature. */
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Pending links: when the next gateway check is due (its job's payload names the same time). */
  next_check_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
