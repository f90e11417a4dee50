/** Tables of the money feature: ledger, IBANs, orders (filled by that feature; listed in db/schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MoneyTables {}
