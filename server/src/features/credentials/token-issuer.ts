import type { Database } from '../../db/database.js';
import type { Logger } from '../../logger.js';

/** The `settings` key holding the issuer (EMONEY_PUBLIC_URL) of the last process that started on the database. */
const ISSUER_KEY = 'token_issuer';

/**
 * Notes this process's token issuer in the database, and warns when the one there differs:
 * processes whose EMONEY_PUBLIC_URL differ sign tokens for different issuers, and each refuses the
 * other's (every access token names its issuer, and only this process's own is accepted).
 */
export async function noteTokenIssuer(db: Database, issuer: string, logger: Logger): Promise<void> {
  const stored = await db.selectFrom('settings').select('value').where('key', '=', ISSUER_KEY).executeTakeFirst();
  if (stored && stored.value !== issuer) {
    logger.warn(
      { issuer, databaseIssuer: stored.value },
      'another process on this database runs with a different EMONEY_PUBLIC_URL: access tokens one of them issues are refused by the other; give every process the same EMONEY_PUBLIC_URL',
    );
  }
  await db
    .insertInto('settings')
    .values({ key: ISSUER_KEY, value: issuer })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: issuer }))
    .execute();
}
