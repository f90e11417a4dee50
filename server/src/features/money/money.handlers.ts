// Every operation of the money feature, for the handler registry (server/src/handlers.ts).
export { getBalances } from './balances.handlers.js';
export { getIban, listIbans, moveIban, requestIban } from './ibans.handlers.js';
export { getOrder, listOrders, placeOrder } from './orders.handlers.js';
export { simulateOrderDecision, simulatePayment } from './sandbox.handlers.js';
export { listTokens } from './tokens.handlers.js';
