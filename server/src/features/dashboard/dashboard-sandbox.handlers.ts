import type { AppContext } from '../../app-context.js';
import type { DashboardHandler } from '../../http/handler-types.js';
import { partnerOffset } from '../access/partner-time.js';
import { simulateKyc } from '../kyc/sandbox-kyc.service.js';
import { simulateIbanPayment, simulateOrderDecision } from '../money/sandbox.service.js';
import { findProfile } from '../profiles/profiles.repository.js';
import { requireSandbox } from '../sandbox/require-sandbox.js';
import { advanceSandboxClockOf } from '../sandbox/sandbox-clock.service.js';
import { requireMember } from './dashboard-session.js';
import type { Member } from './member-sessions.js';
import { partnerPrincipal } from './partner-principal.js';
import { orderById, presentProfile } from './customers.service.js';
import { resetPartnerSandbox } from './sandbox-reset.service.js';
import { requireAdmin } from './team.service.js';

/** A sandbox tool's caller: a sandbox (404 in production, before anything else), then an admin (403). */
function toolUser(ctx: AppContext, auth: Member | undefined): Member {
  const member = requireMember(auth);
  requireSandbox(ctx);
  requireAdmin(member);
  return member;
}

export const simulateDashboardPayment: DashboardHandler<'simulateDashboardPayment'> = async ({ auth, body }, ctx) => {
  const order = await simulateIbanPayment(ctx, partnerPrincipal(toolUser(ctx, auth)), body);
  return { status: 201, body: await orderById(ctx, order.id) };
};

export const decideDashboardKyc: DashboardHandler<'decideDashboardKyc'> = async ({ auth, params, body }, ctx) => {
  const decided = await simulateKyc(ctx, partnerPrincipal(toolUser(ctx, auth)), params.profile, body.state);
  return { status: 200, body: presentProfile((await findProfile(ctx.db, decided.id))!) };
};

export const decideDashboardOrder: DashboardHandler<'decideDashboardOrder'> = async ({ auth, params, body }, ctx) => {
  const order = await simulateOrderDecision(ctx, partnerPrincipal(toolUser(ctx, auth)), params.order, body);
  return { status: 200, body: await orderById(ctx, order.id) };
};

/** The partner's clock; the request runs on it already (the session entered the partner's time). */
async function clockOf(ctx: AppContext, partnerId: string, now: Date) {
  return { now: now.toISOString(), offsetSeconds: Math.floor((await partnerOffset(ctx.db, partnerId)) / 1000) };
}

export const getDashboardSandboxClock: DashboardHandler<'getDashboardSandboxClock'> = async ({ auth }, ctx) => {
  const member = requireMember(auth);
  requireSandbox(ctx);
  return { status: 200, body: await clockOf(ctx, member.partnerId, ctx.clock.now()) };
};

export const advanceDashboardSandboxClock: DashboardHandler<'advanceDashboardSandboxClock'> = async ({ auth, body }, ctx) => {
  const member = toolUser(ctx, auth);
  const now = await advanceSandboxClockOf(ctx, partnerPrincipal(member), body.advanceSeconds);
  return { status: 200, body: await clockOf(ctx, member.partnerId, now) };
};

export const resetDashboardSandbox: DashboardHandler<'resetDashboardSandbox'> = async ({ auth }, ctx) => {
  const member = toolUser(ctx, auth);
  return { status: 200, body: await resetPartnerSandbox(ctx, member) };
};
