/** Tables of the profiles/KYC/files feature (filled by that feature; listed in db/schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface KycTables {}
