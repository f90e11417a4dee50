/** New tables of the address-linking feature, if any (listed in db/schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AddressLinkTables {}
