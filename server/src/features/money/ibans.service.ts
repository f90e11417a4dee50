import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { Misconfigured, NotFound } from '../../domain/errors.js';
import { enqueueJob } from '../../jobs/jobs.js';
import { simulatesOutcomes } from '../sandbox/simulated-automation.js';
import { emitEvent } from '../events/events.repository.js';
import { bicFor, canIssueIbans, generateIban } from './iban.js';
import { findProfileIban, ibanObject, insertIban, lockIban, updateIban } from './ibans.repository.js';
import type { Chain } from './money.tables.js';

export const PROVISION_IBAN_JOB = 'money.iban.provision';

/**
 * Issues a pending IBAN to a profile that has none and schedules its provisioning; 'exists' when
 * the profile already has one (nothing changes). Safe against concurrent requests: the profile's
 * unique key decides, and the loser sees the winner's IBAN.
 */
export async function requestProfileIban(
  ctx: AppContext,
  request: { profileId: string; address: string; chain: Chain; emailNotifications?: boolean | undefined },
): Promise<'created' | 'exists'> {
  const country = ctx.config.ibanCountry;
  if (!canIssueIbans(country)) throw new Misconfigured(`This server cannot issue IBANs of ${country} (EMONEY_IBAN_COUNTRY)`);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (await findProfileIban(trx, request.profileId)) return 'exists';
    // A random number may (very rarely) be taken already: draw again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const iban = generateIban(country);
      if (await insertIban(trx, { iban, bic: bicFor(country), profileId: request.profileId, address: request.address, chain: request.chain, emailNotifications: request.emailNotifications ?? true, now })) {
        // Production provisions through the provider's bank, never on the sandbox's timer.
        if (simulatesOutcomes(ctx)) {
          await enqueueJob(trx, { kind: PROVISION_IBAN_JOB, payload: { iban }, runAt: new Date(now.getTime() + ctx.config.sandbox.ibanDelayMs) });
        }
        ctx.logger.info({ profile: request.profileId }, 'IBAN requested');
        return 'created';
      }
      if (await findProfileIban(trx, request.profileId)) return 'exists';
    }
    throw new Error('could not draw an unused IBAN in 5 attempts');
  });
}

/** The provisioning job: pending → approved, once (a rerun finds it approved and does nothing). */
export async function provisionIban(ctx: AppContext, payload: { iban: string }): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockIban(trx, payload.iban);
    if (row?.state !== 'pending') return;
    const updated = await updateIban(trx, row.iban, { state: 'approved' }, now);
    await emitEvent(trx, { type: 'iban.updated', profileId: updated.profile_id, data: await ibanObject(trx, updated), now });
  });
}

/** Moves an IBAN to another address and chain (already checked to be the same profile's); emits `iban.updated` when it changed. */
export async function moveProfileIban(ctx: AppContext, iban: string, to: { address: string; chain: Chain }) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx: Database) => {
    const row = await lockIban(trx, iban);
    if (!row) throw new NotFound('IBAN not found');
    if (row.address === to.address.toLowerCase() && row.chain === to.chain) return row;
    const updated = await updateIban(trx, iban, { address: to.address, chain: to.chain }, now);
    await emitEvent(trx, { type: 'iban.updated', profileId: updated.profile_id, data: await ibanObject(trx, updated), now });
    return updated;
  });
}
