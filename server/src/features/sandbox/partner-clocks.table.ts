import type { ColumnType } from 'kysely';

/** Each partner's sandbox clock: how far it runs ahead of the deployment's clock. */
export interface PartnerClocksTable {
  partner_id: string;
  /** bigint: drivers hand it back as a string or bigint, hence Number() on read. */
  offset_ms: ColumnType<string | number | bigint, number, number>;
  updated_at: Date;
}
