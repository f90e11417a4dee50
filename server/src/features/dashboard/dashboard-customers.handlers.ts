import type { DashboardHandler } from '../../http/handler-types.js';
import { requireMember } from './dashboard-session.js';
import { partnerPrincipal } from './partner-principal.js';
import { customerOrder, customerProfile, listCustomerOrders, listCustomerProfiles } from './customers.service.js';

// Every member reads its partner's customers through the public API's services, as the partner's token.

export const listDashboardProfiles: DashboardHandler<'listDashboardProfiles'> = async ({ auth, query }, ctx) => ({
  status: 200,
  body: { profiles: await listCustomerProfiles(ctx, partnerPrincipal(requireMember(auth)), query.state) },
});

export const getDashboardProfile: DashboardHandler<'getDashboardProfile'> = async ({ auth, params }, ctx) => ({
  status: 200,
  body: await customerProfile(ctx, partnerPrincipal(requireMember(auth)), params.profile),
});

export const listDashboardOrders: DashboardHandler<'listDashboardOrders'> = async ({ auth, query }, ctx) => ({
  status: 200,
  body: { orders: await listCustomerOrders(ctx, partnerPrincipal(requireMember(auth)), { state: query.state, profile: query.profile }) },
});

export const getDashboardOrder: DashboardHandler<'getDashboardOrder'> = async ({ auth, params }, ctx) => ({
  status: 200,
  body: await customerOrder(ctx, partnerPrincipal(requireMember(auth)), params.order),
});
