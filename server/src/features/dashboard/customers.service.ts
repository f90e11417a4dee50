import type { components } from '@emoney/api-types/dashboard';
import type { AppContext } from '../../app-context.js';
import { toChecksumAddress } from '../../crypto/address.js';
import { formatCents } from '../../domain/amounts.js';
import { NotFound } from '../../domain/errors.js';
import type { Principal } from '../access/principal.js';
import { pageOfAccessibleProfiles, resolveProfile } from '../access/profile-access.js';
import { reachableProfileIds } from '../access/profile-access.repository.js';
import { listProfileAddresses } from '../addresses/addresses.repository.js';
import { findProfileIban } from '../money/ibans.repository.js';
import { holderBalances } from '../money/ledger.repository.js';
import { reachableProfile } from '../money/money-access.js';
import type { Currency, OrderKind, OrderState } from '../money/money.tables.js';
import { findOrder, toOrder, type OrderRow } from '../money/orders.repository.js';
import type { ProfileRow } from '../profiles/profiles.repository.js';
import type { ProfileState } from '../profiles/profiles.table.js';

type Schemas = components['schemas'];
export type DashboardOrder = Schemas['DashboardOrder'];
export type DashboardProfileSummary = Schemas['DashboardProfileSummary'];

/** At most this many profiles, and orders, in one answer. */
export const PROFILES_LISTED = 1000;
export const ORDERS_LISTED = 500;
const CURRENCIES: readonly Currency[] = ['eur', 'usd', 'gbp', 'isk'];

/** An address as answered: EIP-55 for EVM addresses, as stored otherwise. */
const shown = (address: string) => (address.startsWith('0x') ? toChecksumAddress(address) : address);

export function presentProfile(row: Pick<ProfileRow, 'id' | 'kind' | 'name' | 'state' | 'created_at'>): DashboardProfileSummary {
  return { id: row.id, kind: row.kind, name: row.name, state: row.state, createdAt: row.created_at.toISOString() };
}

/**
 * An order's timeline from what its row stores: when it was placed (`placed_at`), processed
 * (`processed_at`) and last changed (`updated_at`); no history of its states is kept (see the
 * contract's `DashboardOrderStep`). A step whose time is not stored any more is left out.
 */
/**
 * Whether an order of each kind is placed (its timeline starts `placed`) or created by the provider
 * (an issue order is a payment received: created pending). A record, so a new kind in the contract
 * fails the typecheck here until its timeline is decided.
 */
const PLACED_KINDS: Record<OrderKind, boolean> = { issue: false, redeem: true };

export function orderTimeline(row: Pick<OrderRow, 'kind' | 'state' | 'placed_at' | 'processed_at' | 'updated_at'>): DashboardOrder['timeline'] {
  const placed = PLACED_KINDS[row.kind];
  const steps: DashboardOrder['timeline'] = [{ state: placed ? 'placed' : 'pending', at: row.placed_at.toISOString() }];
  if (row.state === 'pending' && placed) steps.push({ state: 'pending', at: row.updated_at.toISOString() });
  if (row.state === 'processed' && row.processed_at) steps.push({ state: 'processed', at: row.processed_at.toISOString() });
  // A rejection is final: nothing changes the order after it, so its last change is the rejection.
  if (row.state === 'rejected') steps.push({ state: 'rejected', at: row.updated_at.toISOString() });
  return steps;
}

/** An order as the dashboard answers it: the public API's answer (`toOrder`) with its timeline. */
export function presentOrder(row: OrderRow): DashboardOrder {
  const order = toOrder(row);
  return {
    id: order.id,
    profile: order.profile,
    kind: order.kind,
    state: order.state,
    amount: order.amount,
    currency: order.currency,
    address: order.address,
    chain: order.chain,
    counterpart: order.counterpart,
    ...(order.meta.rejectedReason !== undefined ? { rejectedReason: order.meta.rejectedReason } : {}),
    createdAt: row.placed_at.toISOString(),
    timeline: orderTimeline(row),
  };
}

/** The partner's customers' profiles (as `GET /profiles` lists them to the partner's token), oldest first. */
export async function listCustomerProfiles(ctx: AppContext, principal: Principal, state: ProfileState | undefined): Promise<DashboardProfileSummary[]> {
  const rows = (await pageOfAccessibleProfiles(ctx.db, principal, { state }, { take: PROFILES_LISTED })) ?? [];
  return rows.map(presentProfile);
}

/**
 * Orders of the profiles the principal may read (the public listing's access rule,
 * `reachableProfileIds`), most recently placed first; one profile's when named (404 when out of reach).
 */
export async function listCustomerOrders(ctx: AppContext, principal: Principal, filter: { state?: OrderState | undefined; profile?: string | undefined }): Promise<DashboardOrder[]> {
  const profileId = filter.profile !== undefined ? (await resolveProfile(ctx, principal, filter.profile, 'read')).id : undefined;
  let query = ctx.db.selectFrom('orders').selectAll().where('profile_id', 'in', reachableProfileIds(ctx.db, principal, 'read'));
  if (profileId !== undefined) query = query.where('profile_id', '=', profileId);
  if (filter.state !== undefined) query = query.where('state', '=', filter.state);
  const rows = await query.orderBy('placed_at', 'desc').orderBy('seq', 'desc').limit(ORDERS_LISTED).execute();
  return rows.map(presentOrder);
}

/** One order of a profile the principal may read; unknown and foreign ids answer 404 alike. */
export async function customerOrder(ctx: AppContext, principal: Principal, orderId: string): Promise<DashboardOrder> {
  const row = await findOrder(ctx.db, orderId);
  await reachableProfile(ctx, principal, row?.profile_id, 'read', 'Order not found');
  return presentOrder(row!);
}

/** An order just changed by a service, as the dashboard answers it. */
export async function orderById(ctx: AppContext, orderId: string): Promise<DashboardOrder> {
  const row = await findOrder(ctx.db, orderId);
  if (!row) throw new NotFound('Order not found');
  return presentOrder(row);
}

/** A profile the principal may read with its addresses, IBAN, balances and orders; 404 when out of reach. */
export async function customerProfile(ctx: AppContext, principal: Principal, profileId: string): Promise<Schemas['DashboardProfileDetail']> {
  const profile = await resolveProfile(ctx, principal, profileId, 'read');
  const [links, iban, orders] = [await listProfileAddresses(ctx.db, profile.id), await findProfileIban(ctx.db, profile.id), await listCustomerOrders(ctx, principal, { profile: profile.id })];
  const balances: Schemas['DashboardBalance'][] = [];
  for (const link of links) {
    const held = await holderBalances(ctx.db, { chain: link.chain, address: link.address }, CURRENCIES);
    for (const currency of CURRENCIES) {
      const cents = held.get(currency) ?? 0n;
      if (cents !== 0n || currency === 'eur') balances.push({ address: shown(link.address), chain: link.chain, currency, amount: formatCents(cents) });
    }
  }
  return {
    profile: presentProfile(profile),
    addresses: links.map((l) => ({ address: shown(l.address), chain: l.chain, state: l.state })),
    ibans: iban ? [{ iban: iban.iban, bic: iban.bic, address: shown(iban.address), chain: iban.chain, state: iban.state }] : [],
    balances,
    orders,
  };
}
