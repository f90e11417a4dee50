import type { components } from '@emoney/api-types/dashboard';
import type { DashboardHandler } from '../../http/handler-types.js';
import { keptText } from '../webhooks/sender.js';
import {
  createSubscription,
  deleteSubscription,
  isTestDelivery,
  partnerSubscriptions,
  presentDelivery,
  presentSubscription,
  resendSubscriptionDelivery,
  sendTestEvent,
  subscriptionDeliveries,
  subscriptionDelivery,
  updateSubscription,
  type DeliveryWithAttempts,
} from '../webhooks/subscriptions.service.js';
import { requireMember } from './dashboard-session.js';
import { requireAdmin } from './team.service.js';

// The partner's webhooks in the dashboard: the public API's subscription service (the same
// rules: the signed `subscription.created` acknowledged with 200, the SSRF guard), called with
// the member's partner. Reads for every member; changes for admins only.

type DashboardWebhookDelivery = components['schemas']['DashboardWebhookDelivery'];
type DashboardWebhookDeliveryDetail = components['schemas']['DashboardWebhookDeliveryDetail'];

function present(d: DeliveryWithAttempts): DashboardWebhookDelivery {
  return { ...presentDelivery(d), test: isTestDelivery(d) };
}

/** A delivery with what was sent (the latest attempt's headers, the body) and each attempt's answer. */
function presentDetail(d: DeliveryWithAttempts): DashboardWebhookDeliveryDetail {
  const summary = present(d);
  const sent = d.attempts.filter((a) => a.request_headers !== null).at(-1);
  return {
    ...summary,
    request: { headers: sent?.request_headers ?? {}, body: keptText(Buffer.from(d.payload, 'utf8')) },
    attempts: d.attempts.map((a, i) => ({
      ...summary.attempts[i]!,
      ...(a.request_headers !== null ? { requestHeaders: a.request_headers } : {}),
      ...(a.response_headers !== null ? { response: { headers: a.response_headers, body: a.response_body ?? '' } } : {}),
    })),
  };
}

export const listDashboardWebhooks: DashboardHandler<'listDashboardWebhooks'> = async ({ auth }, ctx) => {
  const member = requireMember(auth);
  return { status: 200, body: { subscriptions: (await partnerSubscriptions(ctx, member.partnerId)).map(presentSubscription) } };
};

export const createDashboardWebhook: DashboardHandler<'createDashboardWebhook'> = async ({ auth, body }, ctx) => {
  const member = requireMember(auth);
  requireAdmin(member);
  return { status: 201, body: presentSubscription(await createSubscription(ctx, member.partnerId, body)) };
};

export const updateDashboardWebhook: DashboardHandler<'updateDashboardWebhook'> = async ({ auth, params, body }, ctx) => {
  const member = requireMember(auth);
  requireAdmin(member);
  return { status: 200, body: presentSubscription(await updateSubscription(ctx, member.partnerId, params.subscription, body)) };
};

export const deleteDashboardWebhook: DashboardHandler<'deleteDashboardWebhook'> = async ({ auth, params }, ctx) => {
  const member = requireMember(auth);
  requireAdmin(member);
  await deleteSubscription(ctx, member.partnerId, params.subscription);
  return { status: 204 };
};

export const listDashboardWebhookDeliveries: DashboardHandler<'listDashboardWebhookDeliveries'> = async ({ auth, params, query }, ctx) => {
  const member = requireMember(auth);
  const page = await subscriptionDeliveries(ctx, member.partnerId, params.subscription, query);
  return { status: 200, body: { deliveries: page.deliveries.map(present), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
};

export const getDashboardWebhookDelivery: DashboardHandler<'getDashboardWebhookDelivery'> = async ({ auth, params }, ctx) => {
  const member = requireMember(auth);
  return { status: 200, body: presentDetail(await subscriptionDelivery(ctx, member.partnerId, params.subscription, params.delivery)) };
};

export const resendDashboardWebhookDelivery: DashboardHandler<'resendDashboardWebhookDelivery'> = async ({ auth, params }, ctx) => {
  const member = requireMember(auth);
  requireAdmin(member);
  return { status: 202, body: present(await resendSubscriptionDelivery(ctx, member.partnerId, params.subscription, params.delivery)) };
};

export const sendDashboardWebhookTest: DashboardHandler<'sendDashboardWebhookTest'> = async ({ auth, params, body }, ctx) => {
  const member = requireMember(auth);
  requireAdmin(member);
  return { status: 202, body: present(await sendTestEvent(ctx, member.partnerId, params.subscription, body?.type ?? 'profile.updated')) };
};
