import type { ColumnType, Generated } from 'kysely';
import type { components } from '@emoney/api-types';

export type Chain = components['schemas']['Chain'];

/** An address belongs to exactly one profile; it may be linked on several chains. */
export interface AddressesTable {
  /** Lower-case. */
  address: string;
  profile_id: string;
  created_at: Generated<Date>;
}

export interface AddressChainsTable {
  address: string;
  chain: Chain;
  state: 'linked' | 'pending' | 'expired';
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
