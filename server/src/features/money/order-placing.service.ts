import { createHash, randomUUID } from 'node:crypto';
import type { components } from '@emoney/api-types';
import type { AppContext } from '../../app-context.js';
import { isTestnet } from '../../crypto/chains.js';
import type { Database } from '../../db/database.js';
import { Conflict, Forbidden, InvalidInput } from '../../domain/errors.js';
import { newJobRow, type NewJob } from '../../jobs/jobs.js';
import { simulatesOutcomes } from '../sandbox/simulated-automation.js';
import { checkAddressSignature } from '../addresses/signatures.js';
import { accessibleProfile } from '../access/profile-access.js';
import type { Principal } from '../access/principal.js';
import { emitEvent, eventRecord } from '../events/events.repository.js';
import { formatCents, toCents } from '../../domain/amounts.js';
import { isValidIban, normalizeIban } from './iban.js';
import { lockHolderAccount } from './ledger.repository.js';
import { profileOfAddress } from './money-access.js';
import type { Currency } from './money.tables.js';
import { checkOrderMessage } from './order-message.js';
import { CHECK_ORDER_SIGNATURE_JOB, ONCHAIN_SIGNATURE_CHECK_MS, SETTLE_ORDER_JOB, START_ORDER_JOB } from './order-jobs.service.js';
import { INSUFFICIENT_BALANCE } from './order-settlement.service.js';
import {
  findOrder,
  isSignatureReuse,
  orderOfSignedMessage,
  placingChecks,
  recordPlacedOrder,
  storedOrderRow,
  toOrder,
  updateOrder,
  type NewOrderRow,
  type Order,
  type OrderRow,
} from './orders.repository.js';
import { isProfileFile } from './supporting-documents.js';

type NewOrder = components['schemas']['NewOrder'];
/** A placed order; `awaitingSignature`: new, and waiting for its address's onchain signature. */
export interface PlacedOrder {
  order: Order;
  awaitingSignature: boolean;
}

/**
 * From how much an order needs a supporting document: 15,000 EUR (product specification), and
 * fixed round equivalents for the other currencies (reviewed by hand, not a live rate).
 */
export const SUPPORTING_DOCUMENT_THRESHOLDS: Record<Currency, bigint> = {
  eur: 15_000_00n,
  usd: 17_500_00n,
  gbp: 13_000_00n,
  isk: 2_175_000_00n,
};

/** The fingerprint of a placing body: same id and same fingerprint is the same order. */
function fingerprint(body: NewOrder): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
        : value;
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}

/** The answer to a placing whose id exists: the order again when it is the same request of a caller who may see it, else 409. */
async function replay(db: Database, principal: Principal, existing: OrderRow, requestHash: string | null): Promise<PlacedOrder> {
  if (requestHash !== null && existing.request_hash === requestHash && (await accessibleProfile(db, principal, existing.profile_id))) {
    return { order: toOrder(existing), awaitingSignature: false };
  }
  throw new Conflict('An order with this id already exists and differs from this one: use a new id for a new order');
}

/** Rules of a new order beyond its schema, one message per field. */
async function orderProblems(ctx: AppContext, body: NewOrder, cents: bigint, profileId: string, now: Date): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (cents <= 0n) errors.amount = 'The amount must be greater than zero';
  const identifier = body.counterpart.identifier;
  if (identifier.standard === 'iban') {
    if (!isValidIban(identifier.iban)) errors['counterpart.identifier.iban'] = 'The IBAN is not valid (wrong check digits or length)';
  } else {
    if (identifier.chain === body.chain) errors['counterpart.identifier.chain'] = 'A cross-chain order goes to another chain than the one it burns on';
    else if (isTestnet(identifier.chain) !== isTestnet(body.chain)) {
      errors['counterpart.identifier.chain'] = 'A cross-chain order stays among testnets or among mainnets';
    }
  }
  const problems = checkOrderMessage(body.message, body, now, { requireFullIban: ctx.config.orders.requireFullIban });
  if (problems.length > 0) errors.message = problems.join('; ');
  if (body.supportingDocumentId) {
    if (!(await isProfileFile(ctx.db, body.supportingDocumentId, profileId))) {
      errors.supportingDocumentId = 'No file with this id was uploaded for this profile';
    }
  } else if (cents >= SUPPORTING_DOCUMENT_THRESHOLDS[body.currency]) {
    errors.supportingDocumentId = `Orders of ${formatCents(SUPPORTING_DOCUMENT_THRESHOLDS[body.currency])} ${body.currency.toUpperCase()} or more need a supporting document`;
  }
  return errors;
}

/**
 * Places a redeem order: checks the address, the rules and the signature, then, under the
 * holder's account lock, reserves the amount against the balance left by the holder's other open
 * orders. An order the balance cannot cover is rejected at once (`Insufficient balance`).
 *
 * An id placed before answers its order (or 409 for another body), here and nowhere else. A new
 * order, the usual case, does not read for one first: whatever refuses a placing whose id exists
 * (a check, the message found used under the lock, the id taken at the insert) leads here, and
 * only then is the order read.
 */
export async function placeRedeemOrder(ctx: AppContext, principal: Principal, body: NewOrder): Promise<PlacedOrder> {
  const requestHash = body.id ? fingerprint(body) : null;
  try {
    return await placeNewRedeemOrder(ctx, principal, body, requestHash);
  } catch (err) {
    // A read that fails too leaves the first error to answer.
    const existing = body.id ? await findOrder(ctx.db, body.id).catch(() => undefined) : undefined;
    if (existing) return replay(ctx.db, principal, existing, requestHash);
    throw err;
  }
}

async function placeNewRedeemOrder(ctx: AppContext, principal: Principal, body: NewOrder, requestHash: string | null): Promise<PlacedOrder> {
  const now = ctx.clock.now();
  const id = body.id ?? randomUUID();
  const profile = await profileOfAddress(ctx, principal, body.address, body.chain, 'write');
  if (profile.state !== 'approved') throw new Forbidden(`The profile is ${profile.state}: only approved profiles can place orders`);
  // The amount parsed once: the rules, the balance check and the answers use these cents.
  const cents = toCents(body.amount);
  const errors = await orderProblems(ctx, body, cents, profile.id, now);
  if (Object.keys(errors).length > 0) throw new InvalidInput('The order is not valid', errors);
  const signature = await checkAddressSignature(ctx, { address: body.address, chain: body.chain, message: body.message, signature: body.signature });
  if (signature === 'invalid') {
    throw new InvalidInput('The signature is not valid', { signature: "The signature is not the address's signature of the message" });
  }

  const counterpart: Order['counterpart'] =
    body.counterpart.identifier.standard === 'iban'
      ? { identifier: { standard: 'iban', iban: normalizeIban(body.counterpart.identifier.iban) }, details: body.counterpart.details }
      : { identifier: { ...body.counterpart.identifier }, details: {} };
  const holder = { chain: body.chain, address: body.address.toLowerCase(), currency: body.currency };
  const messageHash = createHash('sha256').update(body.message).digest('hex');

  const reused = (earlierId: string) =>
    new Conflict(`This signed message already placed order ${earlierId}: each signature places one order on one chain; sign a new message`, { message: `Already used by order ${earlierId}` });
  const placing = ctx.db.transaction().execute(async (trx) => {
    const accountId = await lockHolderAccount(trx, holder, now);
    // Under the holder's lock: a signature already behind another order, on any chain (the
    // message names none), is a replay. Two chains have two locks: the unique index on
    // (address, message_hash) refuses the second of two concurrent ones (caught below).
    const checks = await placingChecks(trx, accountId, holder, messageHash);
    // Used by this very id (the same request again): placeRedeemOrder answers it as a replay.
    if (checks.earlierId !== undefined) throw reused(checks.earlierId);
    const covered = checks.balance - checks.reserved >= cents;
    const order: NewOrderRow = {
      id,
      kind: 'redeem',
      profile_id: profile.id,
      address: holder.address,
      chain: body.chain,
      currency: body.currency,
      amount: body.amount,
      counterpart,
      memo: body.memo ?? null,
      reference_number: body.referenceNumber ?? null,
      state: 'placed',
      placed_at: now,
      processed_at: null,
      rejected_reason: null,
      supporting_document_id: body.supportingDocumentId ?? null,
      message: body.message,
      signature: body.signature,
      message_hash: messageHash,
      request_hash: requestHash,
      updated_at: now,
    };
    const jobs: NewJob[] = !covered
      ? []
      : signature === 'valid'
        ? [
            { kind: START_ORDER_JOB, payload: { orderId: id }, runAt: now },
            ...(simulatesOutcomes(ctx) ? [{ kind: SETTLE_ORDER_JOB, payload: { orderId: id }, runAt: new Date(now.getTime() + ctx.config.sandbox.orderDelayMs) }] : []),
          ]
        : // `0x` not signed onchain yet: the order waits in `placed`, its amount reserved, checked hourly for 5 days.
          [{ kind: CHECK_ORDER_SIGNATURE_JOB, payload: { orderId: id }, runAt: new Date(now.getTime() + ONCHAIN_SIGNATURE_CHECK_MS) }];
    // The order, its `order.created` and its jobs in one statement; an id placed before, or
    // concurrently, fails it by its primary key (answered as a replay by placeRedeemOrder).
    // The placed order as the API shows it, made once: the event carries it and, unless rejected, the answer is it.
    const placed = toOrder(storedOrderRow(order));
    await recordPlacedOrder(trx, { order, event: eventRecord({ type: 'order.created', profileId: profile.id, data: placed, now }), jobs: jobs.map(newJobRow) });
    if (!covered) {
      const rejected = toOrder(await updateOrder(trx, id, { state: 'rejected', rejectedReason: INSUFFICIENT_BALANCE }, now));
      await emitEvent(trx, { type: 'order.updated', profileId: profile.id, data: rejected, now });
      ctx.logger.info({ order: id, state: rejected.state }, 'redeem order placed');
      return { order: rejected, awaitingSignature: false };
    }
    ctx.logger.info({ order: id, state: placed.state }, 'redeem order placed');
    return { order: placed, awaitingSignature: signature !== 'valid' };
  });
  return placing.catch(async (err: unknown) => {
    if (!isSignatureReuse(err)) throw err;
    const earlier = await orderOfSignedMessage(ctx.db, holder.address, messageHash);
    throw reused(earlier?.id ?? 'on another chain');
  });
}
