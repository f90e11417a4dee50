import type { AppContext } from '../../app-context.js';
import { createCustomer } from './customers.service.js';
import { isPartnerCustomer } from './partner-customers.repository.js';
import { authorizeApp, findUserByEmail } from './users.repository.js';

/**
 * `POST /auth/signup`: a partner creates a customer. The new user gets a personal profile (kind
 * can change until approval) and is authorized for the calling app at once.
 *
 * The answer never tells whether the email has an account with someone else: only an email that
 * is already this partner's customer answers 304 (null here). An email with an account elsewhere
 * gets a customer record of this partner's own, separate from that account and created exactly
 * like a new one (same answer, same profile, same access); the account itself is never touched.
 */
export async function signUp(ctx: AppContext, principal: { partnerId: string; appId: string }, email: string): Promise<{ email: string; profile: string } | null> {
  const address = email.toLowerCase();
  return ctx.db.transaction().execute(async (trx) => {
    // The account first, this partner's customers after: each statement reads what is committed
    // when it starts, so a concurrent sign-up by this partner that committed the account between
    // the two reads is seen by the second and answers 304 (read the other way round, it made a
    // second customer record of this partner's for the account it had just created).
    const elsewhere = await findUserByEmail(trx, address);
    if (await isPartnerCustomer(trx, principal.partnerId, address)) return null;
    const now = ctx.clock.now();
    const customer = (partnerScope: string | null) => createCustomer(trx, { email: address, passwordHash: null, partnerScope }, now, { ifAbsent: true });
    let created = await customer(elsewhere ? principal.partnerId : null);
    if (!created && !elsewhere) {
      // A concurrent sign-up made the account meanwhile (it is committed now): if it was this
      // partner's, the email is its customer; if another partner's, this one gets its own record.
      if (await isPartnerCustomer(trx, principal.partnerId, address)) return null;
      created = await customer(principal.partnerId);
    }
    // This partner's concurrent sign-up of the same email won: it is a customer now.
    if (!created) return null;
    // Not a consent: the partner reaches the account until its owner claims it, then only with
    // the owner's consent to one of its apps.
    await authorizeApp(trx, principal.appId, created.userId, now, { partnerCreated: true });
    return { email: address, profile: created.profileId };
  });
}
