import type { Handler } from '../../http/handler-types.js';
import { pageWindow } from '../../http/paginate.js';
import { resolveProfile } from '../access/profile-access.js';
import { isUuid } from '../../domain/uuid.js';
import { reachableProfile } from './money-access.js';
import { findOrder, toOrder } from './orders.repository.js';
import { listOrderAnswers, orderListJson } from './order-answers.js';
import { requireChainFamily } from '../addresses/chain-family.js';
import { placeRedeemOrder } from './order-placing.service.js';

export const placeOrder: Handler<'placeOrder'> = async ({ body, principal }, ctx) => {
  requireChainFamily(body.address, body.chain);
  const identifier = body.counterpart.identifier;
  if (identifier.standard === 'chain') requireChainFamily(identifier.address, identifier.chain, 'counterpart.identifier.chain');
  const placed = await placeRedeemOrder(ctx, principal, body);
  // The provider's published API answers an order awaiting its onchain signature with 202 {code, status}.
  if (placed.awaitingSignature) return { status: 202, body: { code: 202, status: 'Accepted' } };
  return { status: 200, body: placed.order };
};

export const listOrders: Handler<'listOrders'> = async ({ query, principal }, ctx) => {
  const window = pageWindow(query);
  // One statement reads the page and checks access to it; only an empty answer about a named profile
  // asks whether that profile is out of reach (404/403) or has no such orders.
  const named = query.profile !== undefined && isUuid(query.profile) ? query.profile.toLowerCase() : undefined;
  if (query.profile !== undefined && named === undefined) await resolveProfile(ctx, principal, query.profile, 'read');
  const filter = { reader: principal, profileId: named, address: query.address, txHash: query.txHash, memo: query.memo, state: query.state };
  const listed = await listOrderAnswers(ctx.db, filter, window);
  if (named !== undefined && !listed?.length) await resolveProfile(ctx, principal, named, 'read');
  return { status: 200, body: orderListJson(listed, window) };
};

export const getOrder: Handler<'getOrder'> = async ({ params, principal }, ctx) => {
  const row = await findOrder(ctx.db, params.orderId);
  await reachableProfile(ctx, principal, row?.profile_id, 'read', 'Order not found');
  return { status: 200, body: toOrder(row!) };
};
