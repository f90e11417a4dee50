/** A UUID in the plain 8-4-4-4-12 form: what the database's uuid columns take (anything else would be a 500 there). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
