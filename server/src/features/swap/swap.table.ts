import type { ColumnType, Generated } from 'kysely';

/**
 * One row per accepted swap quote: the quote id is the key, so a quote is signed once; the nonce
 * is the platform's settlement counter, each value given once.
 */
export interface SwapAcceptancesTable {
  quote_id: string;
  /** bigserial: drivers hand it back as a string or bigint, hence Number() on read. */
  nonce: ColumnType<string | number | bigint, never, never>;
  partner_id: string;
  client_id: string;
  chain: string;
  wallet_address: string;
  sell_token: string;
  buy_token: string;
  sell_amount_base_units: string;
  buy_amount_base_units: string;
  expires_at: Date;
  accepted_at: Generated<Date> | Date;
}
