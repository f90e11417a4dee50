import type { Handler } from '../../http/handler-types.js';
import { simulateIbanPayment, simulateOrderDecision as decideSimulatedOrder } from './sandbox.service.js';

export { SANDBOX_SENDER_IBAN } from './sandbox.service.js';

export const simulatePayment: Handler<'simulatePayment'> = async ({ body, principal }, ctx) => ({
  status: 201,
  body: await simulateIbanPayment(ctx, principal, body),
});

export const simulateOrderDecision: Handler<'simulateOrderDecision'> = async ({ params, body, principal }, ctx) => ({
  status: 200,
  body: await decideSimulatedOrder(ctx, principal, params.orderId, body),
});
