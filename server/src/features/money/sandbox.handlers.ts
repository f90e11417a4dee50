import type { Handler } from '../../http/handler-types.js';
import { Conflict, InvalidInput } from '../../domain/errors.js';
import { requireSandbox } from '../sandbox/require-sandbox.js';
import { toCents } from '../../domain/amounts.js';
import { isValidIban, normalizeIban } from './iban.js';
import { findIban } from './ibans.repository.js';
import { reachableProfile } from './money-access.js';
import { findOrder } from './orders.repository.js';
import { decideOrder, mintForPayment } from './orders.service.js';

/** The payer's IBAN of simulated payments that name none: a well-known valid test IBAN. */
export const SANDBOX_SENDER_IBAN = 'DE89370400440532013000';

export const simulatePayment: Handler<'simulatePayment'> = async ({ body, principal }, ctx) => {
  requireSandbox(ctx);
  const iban = await findIban(ctx.db, normalizeIban(body.iban));
  await reachableProfile(ctx, principal, iban?.profile_id, 'write', 'IBAN not found');
  const errors: Record<string, string> = {};
  if (toCents(body.amount) <= 0n) errors.amount = 'The amount must be greater than zero';
  if (body.senderIban && !isValidIban(body.senderIban)) errors.senderIban = 'The IBAN is not valid (wrong check digits or length)';
  if (Object.keys(errors).length > 0) throw new InvalidInput('The payment is not valid', errors);
  if (iban!.state !== 'approved') throw new Conflict(`The IBAN is ${iban!.state}: payments are minted only to approved IBANs`);
  const order = await mintForPayment(ctx, {
    profileId: iban!.profile_id,
    address: iban!.address,
    chain: iban!.chain,
    currency: body.currency ?? 'eur',
    amount: body.amount,
    senderName: body.senderName ?? 'Sandbox payer',
    senderIban: normalizeIban(body.senderIban ?? SANDBOX_SENDER_IBAN),
    memo: body.memo,
  });
  return { status: 201, body: order };
};

export const simulateOrderDecision: Handler<'simulateOrderDecision'> = async ({ params, body, principal }, ctx) => {
  requireSandbox(ctx);
  const order = await findOrder(ctx.db, params.orderId);
  await reachableProfile(ctx, principal, order?.profile_id, 'write', 'Order not found');
  if (body.state === 'processed' && body.reason !== undefined) {
    throw new InvalidInput('Only a rejection has a reason', { reason: 'Give a reason only with state rejected' });
  }
  return { status: 200, body: await decideOrder(ctx, params.orderId, body) };
};
