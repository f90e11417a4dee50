import { sql, type Expression, type SqlBool } from 'kysely';
import type { components } from '@emoney/api-types/dashboard';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { toCents } from '../../domain/amounts.js';
import { forgetRowsEverywhere } from '../access/keyed-row-cache.js';
import { accessibleProfiles } from '../access/profile-access.js';
import { lockHolderAccount, postTransaction } from '../money/ledger.repository.js';
import { deleteOrdersOfProfiles } from '../money/orders.repository.js';
import { forgetProfileReach } from '../access/profile-access.repository.js';
import { queueOnchainMoves } from '../chain/onchain-money.js';
import type { TokenMove } from '../chain/local-chains.js';
import { requireSandbox } from '../sandbox/require-sandbox.js';
import type { Member } from './member-sessions.js';
import { partnerPrincipal } from './partner-principal.js';

type SandboxReset = components['schemas']['DashboardSandboxReset'];

const deleted = (result: { numDeletedRows: bigint } | undefined) => Number(result?.numDeletedRows ?? 0n);

/**
 * Of the profiles the partner reaches, those nobody else does: no user of the profile is an app's
 * own account, authorized another partner's app, or is another partner's customer record. What
 * another partner (or the provider's own apps) may see is never touched by this partner's reset.
 */
async function exclusiveProfiles(trx: Database, partnerId: string, reached: string[]): Promise<{ exclusive: string[]; shared: string[] }> {
  if (reached.length === 0) return { exclusive: [], shared: [] };
  const rows = await trx
    .selectFrom('user_profiles')
    .innerJoin('users', 'users.id', 'user_profiles.user_id')
    .select('user_profiles.profile_id')
    .distinct()
    .where('user_profiles.profile_id', 'in', reached)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('apps').select('apps.id').whereRef('apps.user_id', '=', 'user_profiles.user_id')),
        eb.exists(
          eb
            .selectFrom('app_authorizations')
            .innerJoin('apps', 'apps.id', 'app_authorizations.app_id')
            .select('apps.id')
            .whereRef('app_authorizations.user_id', '=', 'user_profiles.user_id')
            .where('apps.partner_id', '<>', partnerId),
        ),
        eb.and([eb('users.partner_scope', 'is not', null), eb('users.partner_scope', '<>', partnerId)]),
      ]),
    )
    .execute();
  const shared = new Set(rows.map((r) => r.profile_id));
  return { exclusive: reached.filter((id) => !shared.has(id)), shared: [...shared] };
}

/**
 * Removes the partner's customers' sandbox data in one transaction (see the contract's
 * `POST /sandbox/reset`): the profiles only this partner reaches with everything that hangs off
 * them, the accounts it created that nobody claimed, the balances of their addresses (zeroed by a
 * balanced posting: ledger entries are append-only), the jobs about them, every delivery to the
 * partner's subscriptions, the events of the removed profiles, and the partner's request log.
 * Apps, members, subscriptions and the clock stay.
 */
export async function resetPartnerSandbox(ctx: AppContext, member: Member): Promise<SandboxReset> {
  requireSandbox(ctx);
  const partnerId = member.partnerId;
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    // The partner's token reaches exactly its customers' profiles (the principal has none of its own).
    const reached = (await accessibleProfiles(trx, partnerPrincipal(member))).map((p) => p.id);
    const { exclusive: profiles, shared } = await exclusiveProfiles(trx, partnerId, reached);
    // Every change of a profile (submissions, decisions, placing) takes its lock first: none runs meanwhile.
    if (profiles.length > 0) await trx.selectFrom('profiles').select('id').where('id', 'in', profiles).orderBy('id').forUpdate().execute();
    const ofProfiles = <T>(read: () => Promise<T[]>) => (profiles.length > 0 ? read() : Promise.resolve([] as T[]));
    const addresses = (await ofProfiles(() => trx.selectFrom('addresses').select('address').where('profile_id', 'in', profiles).execute())).map((r) => r.address);
    const orders = (await ofProfiles(() => trx.selectFrom('orders').select('id').where('profile_id', 'in', profiles).execute())).map((r) => r.id);
    const ibans = (await ofProfiles(() => trx.selectFrom('ibans').select('iban').where('profile_id', 'in', profiles).execute())).map((r) => r.iban);
    const reviews = (await ofProfiles(() => trx.selectFrom('kyc_reviews').select('id').where('profile_id', 'in', profiles).execute())).map((r) => r.id);
    const deliveries = await trx
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_subscriptions', 'webhook_subscriptions.id', 'webhook_deliveries.subscription_id')
      .select(['webhook_deliveries.id', 'webhook_deliveries.event_id'])
      .where('webhook_subscriptions.partner_id', '=', partnerId)
      .execute();

    // Customer records the partner created and nobody claimed, only this partner's, all of whose profiles go.
    const customers =
      profiles.length === 0
        ? []
        : (
            await trx
              .selectFrom('users')
              .select('users.id')
              .where('users.password_hash', 'is', null)
              .where((eb) => eb.or([eb('users.partner_scope', 'is', null), eb('users.partner_scope', '=', partnerId)]))
              .where((eb) =>
                eb.and([
                  eb.exists(eb.selectFrom('user_profiles').select('user_profiles.user_id').whereRef('user_profiles.user_id', '=', 'users.id').where('user_profiles.profile_id', 'in', profiles)),
                  eb.not(eb.exists(eb.selectFrom('user_profiles').select('user_profiles.user_id').whereRef('user_profiles.user_id', '=', 'users.id').where('user_profiles.profile_id', 'not in', profiles))),
                  eb.exists(
                    eb
                      .selectFrom('app_authorizations')
                      .innerJoin('apps', 'apps.id', 'app_authorizations.app_id')
                      .select('apps.id')
                      .whereRef('app_authorizations.user_id', '=', 'users.id')
                      .where('apps.partner_id', '=', partnerId)
                      .where('app_authorizations.partner_created', '=', true),
                  ),
                  eb.not(
                    eb.exists(
                      eb
                        .selectFrom('app_authorizations')
                        .innerJoin('apps', 'apps.id', 'app_authorizations.app_id')
                        .select('apps.id')
                        .whereRef('app_authorizations.user_id', '=', 'users.id')
                        .where('apps.partner_id', '<>', partnerId),
                    ),
                  ),
                  eb.not(eb.exists(eb.selectFrom('apps').select('apps.id').whereRef('apps.user_id', '=', 'users.id'))),
                ]),
              )
              .execute()
          ).map((r) => r.id);

    // Balances: each non-zero holder account of a removed address is taken back by one balanced
    // burn (holder → redemption) without an order, under the account's lock; the ledger keeps its history.
    let balances = 0;
    const burns: TokenMove[] = [];
    if (addresses.length > 0) {
      const accounts = await trx
        .selectFrom('ledger_accounts')
        .leftJoin('ledger_entries', 'ledger_entries.account_id', 'ledger_accounts.id')
        .select(['ledger_accounts.chain', 'ledger_accounts.address', 'ledger_accounts.currency', sql<string>`coalesce(sum(ledger_entries.amount), 0)::text`.as('balance')])
        .where('ledger_accounts.kind', '=', 'holder')
        .where('ledger_accounts.address', 'in', addresses)
        .groupBy(['ledger_accounts.id', 'ledger_accounts.chain', 'ledger_accounts.address', 'ledger_accounts.currency'])
        .orderBy('ledger_accounts.id')
        .execute();
      for (const account of accounts) {
        const holder = { chain: account.chain, address: account.address, currency: account.currency };
        await lockHolderAccount(trx, holder, now);
        const { balance } = await trx
          .selectFrom('ledger_entries')
          .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
          .select(sql<string>`coalesce(sum(ledger_entries.amount), 0)::text`.as('balance'))
          .where('ledger_accounts.kind', '=', 'holder')
          .where('ledger_accounts.chain', '=', holder.chain)
          .where('ledger_accounts.address', '=', holder.address)
          .where('ledger_accounts.currency', '=', holder.currency)
          .executeTakeFirstOrThrow();
        const cents = toCents(balance);
        if (cents === 0n) continue;
        await postTransaction(trx, {
          kind: 'burn',
          orderId: null,
          entries: [
            { account: { kind: 'holder', ...holder }, cents: -cents },
            { account: { kind: 'redemption', chain: holder.chain, currency: holder.currency }, cents },
          ],
          now,
        });
        burns.push({ kind: 'burn', chain: holder.chain, address: holder.address, currency: holder.currency, cents, orderId: null, now });
        balances++;
      }
    }
    // On a local chain the tokens leave the address onchain too, by the signing job. It signs in
    // posting order: moves of the removed orders still queued (their mints) are signed before
    // these burns, so the chain ends where the ledger does, and nothing mints after the reset.
    await queueOnchainMoves(ctx, trx, burns);
    // The postings of removed orders stay (append-only), without a link to an order that is gone.
    if (orders.length > 0) await trx.updateTable('ledger_transactions').set({ order_id: null }).where('order_id', 'in', orders).execute();

    // Scheduled work about what goes: order processing, IBAN provisioning, KYC decisions, link checks, deliveries.
    const about = (key: string, ids: string[]): Expression<SqlBool>[] => (ids.length > 0 ? [sql<SqlBool>`payload->>${key} in (${sql.join(ids)})`] : []);
    const jobConditions = [...about('orderId', orders), ...about('iban', ibans), ...about('reviewId', reviews), ...about('address', addresses), ...about('deliveryId', deliveries.map((d) => d.id))];
    const jobs = jobConditions.length > 0 ? deleted(await trx.deleteFrom('jobs').where((eb) => eb.or(jobConditions)).executeTakeFirst()) : 0;

    const webhookDeliveries =
      deliveries.length > 0 ? deleted(await trx.deleteFrom('webhook_deliveries').where('id', 'in', deliveries.map((d) => d.id)).executeTakeFirst()) : 0;
    // Events of the removed profiles, and events of no profile that only this partner was sent;
    // one still delivered to someone else stays.
    const deliveredEvents = [...new Set(deliveries.map((d) => d.event_id))];
    const events =
      profiles.length > 0 || deliveredEvents.length > 0
        ? deleted(
            await trx
              .deleteFrom('events')
              .where((eb) =>
                eb.or([
                  ...(profiles.length > 0 ? [eb('events.profile_id', 'in', profiles)] : []),
                  ...(deliveredEvents.length > 0 ? [eb.and([eb('events.profile_id', 'is', null), eb('events.id', 'in', deliveredEvents)])] : []),
                ]),
              )
              .where((eb) => eb.not(eb.exists(eb.selectFrom('webhook_deliveries').select('webhook_deliveries.id').whereRef('webhook_deliveries.event_id', '=', 'events.id'))))
              .executeTakeFirst(),
          )
        : 0;

    let removed = { orders: 0, ibans: 0, addresses: 0, profiles: 0, customers: 0 };
    if (profiles.length > 0) {
      if (addresses.length > 0) await trx.deleteFrom('sandbox_signed_messages').where('address', 'in', addresses).execute();
      await trx.deleteFrom('link_proofs').where('profile_id', 'in', profiles).execute();
      removed = {
        orders: await deleteOrdersOfProfiles(trx, profiles),
        ibans: deleted(await trx.deleteFrom('ibans').where('profile_id', 'in', profiles).executeTakeFirst()),
        // Each address's chain links go with it (address_chains cascades).
        addresses: deleted(await trx.deleteFrom('addresses').where('profile_id', 'in', profiles).executeTakeFirst()),
        // KYC details, forms, verifications, reviews, files and the links to people cascade.
        profiles: deleted(await trx.deleteFrom('profiles').where('id', 'in', profiles).executeTakeFirst()),
        // Their authorizations, token families, codes and sessions cascade.
        customers: customers.length > 0 ? deleted(await trx.deleteFrom('users').where('id', 'in', customers).executeTakeFirst()) : 0,
      };
      // What every process keeps in memory of them goes too (their links to profiles went with them).
      forgetProfileReach();
      await forgetRowsEverywhere(trx, [...profiles, ...customers]);
    }
    const apiRequests = deleted(await trx.deleteFrom('api_requests').where('partner_id', '=', partnerId).executeTakeFirst());
    return { removed: { ...removed, balances, webhookDeliveries, events, jobs, apiRequests }, kept: { sharedProfiles: shared.length } };
  });
  ctx.logger.info({ partner: partnerId, ...outcome.removed }, 'partner sandbox reset');
  return outcome;
}
