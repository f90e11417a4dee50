import type { components } from '@emoney/api-types';
import type { AppContext } from '../../app-context.js';
import { Conflict, InvalidInput } from '../../domain/errors.js';
import { toCents } from '../../domain/amounts.js';
import type { Principal } from '../access/principal.js';
import { requireSandbox } from '../sandbox/require-sandbox.js';
import { isValidIban, normalizeIban } from './iban.js';
import { findIban } from './ibans.repository.js';
import { reachableProfile } from './money-access.js';
import { findOrder, type Order } from './orders.repository.js';
import { decideOrder } from './order-settlement.service.js';
import { mintForPayment } from './payment-minting.service.js';

type SimulatedPayment = components['schemas']['SimulatedPayment'];
type SimulatedOrderDecision = components['schemas']['SimulatedOrderDecision'];

/** The payer's IBAN of simulated payments that name none: a well-known valid test IBAN. */
export const SANDBOX_SENDER_IBAN = 'DE89370400440532013000';

/**
 * The simulator's incoming payment to an IBAN of a profile the caller may write: an issue order,
 * processed at once. The public `POST /sandbox/payments` and the dashboard's sandbox tool both
 * call this. Unknown and foreign IBANs answer 404 alike.
 */
export async function simulateIbanPayment(ctx: AppContext, principal: Principal, body: SimulatedPayment): Promise<Order> {
  requireSandbox(ctx);
  const iban = await findIban(ctx.db, normalizeIban(body.iban));
  await reachableProfile(ctx, principal, iban?.profile_id, 'write', 'IBAN not found');
  const errors: Record<string, string> = {};
  if (toCents(body.amount) <= 0n) errors.amount = 'The amount must be greater than zero';
  if (body.senderIban && !isValidIban(body.senderIban)) errors.senderIban = 'The IBAN is not valid (wrong check digits or length)';
  if (Object.keys(errors).length > 0) throw new InvalidInput('The payment is not valid', errors);
  if (iban!.state !== 'approved') throw new Conflict(`The IBAN is ${iban!.state}: payments are minted only to approved IBANs`);
  return mintForPayment(ctx, {
    profileId: iban!.profile_id,
    address: iban!.address,
    chain: iban!.chain,
    currency: body.currency ?? 'eur',
    amount: body.amount,
    senderName: body.senderName ?? 'Sandbox payer',
    senderIban: normalizeIban(body.senderIban ?? SANDBOX_SENDER_IBAN),
    memo: body.memo,
  });
}

/**
 * The simulator's decision on an open redeem order of a profile the caller may write (the public
 * `POST /sandbox/orders/{orderId}` and the dashboard's tool). Unknown and foreign orders answer 404 alike.
 */
export async function simulateOrderDecision(ctx: AppContext, principal: Principal, orderId: string, body: SimulatedOrderDecision): Promise<Order> {
  requireSandbox(ctx);
  const order = await findOrder(ctx.db, orderId);
  await reachableProfile(ctx, principal, order?.profile_id, 'write', 'Order not found');
  if (body.state === 'processed' && body.reason !== undefined) {
    throw new InvalidInput('Only a rejection has a reason', { reason: 'Give a reason only with state rejected' });
  }
  return decideOrder(ctx, orderId, body);
}
