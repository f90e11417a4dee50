import { randomUUID } from 'node:crypto';
import { Wallet } from 'ethers';
import { expect } from 'vitest';
import { signUpDashboardMember, dashboardCsrf, type DashboardMember } from '@emoney/test-support/dashboard';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { insertMember } from '../../src/features/dashboard/members.repository.js';
import { startMemberSession } from '../../src/features/dashboard/member-sessions.js';
import type { MemberRole } from '../../src/features/dashboard/dashboard.tables.js';
import { as, runJobsAfter } from '../money/money-support.js';
import type { TestServer } from '../support/test-app.js';

/**
 * A member of an existing partner (the seeded sandbox partner, usually), signed up over the
 * dashboard's API after an invitation with `role`, as an admin's invitation would make it.
 */
export async function memberOf(server: TestServer, partnerId: string, role: MemberRole): Promise<DashboardMember> {
  const email = `${role}-${randomUUID()}@example.org`;
  await server.ctx.db.insertInto('dashboard_invitations').values({ id: randomUUID(), partner_id: partnerId, email, role, created_at: server.clock.now() }).execute();
  const member = await signUpDashboardMember(server, { email });
  expect(member.partnerId).toBe(partnerId);
  return member;
}

/** A signed-in member made directly in the database (production has no sign-up mailbox to read the code from). */
export async function directMember(server: TestServer, partnerId: string, role: MemberRole): Promise<DashboardMember> {
  const id = randomUUID();
  const email = `direct-${id}@example.org`;
  await insertMember(server.ctx.db, { id, partner_id: partnerId, email, password_hash: 'unused', role, created_at: new Date() });
  const session = (await startMemberSession(server.ctx, server.ctx.db, id)).split(';')[0]!;
  const csrfToken = await dashboardCsrf(server);
  return { email, memberId: id, partnerId, cookie: `${session}; emoney_csrf=${csrfToken}`, csrfToken };
}

/** A customer a partner created with its client-credentials token: approved, one wallet linked on sepolia, an approved IBAN. */
export interface PartnerCustomer {
  profileId: string;
  wallet: Wallet;
  address: string;
  iban: string;
}

export async function partnerCustomer(server: TestServer, token: string, options: { approve?: boolean } = {}): Promise<PartnerCustomer> {
  const api = as(server, token);
  const signup = await api.post('/auth/signup', { email: `customer-${randomUUID()}@example.org` });
  expect(signup.status).toBe(201);
  const profileId = signup.body.profile as string;
  if (options.approve === false) return { profileId, wallet: Wallet.createRandom() as unknown as Wallet, address: '', iban: '' };
  expect((await api.post(`/sandbox/profiles/${profileId}`, { state: 'approved' })).status).toBe(200);
  const wallet = Wallet.createRandom() as unknown as Wallet;
  const link = await api.post('/addresses', { profile: profileId, address: wallet.address, chain: 'sepolia', message: LINK_MESSAGE, signature: await wallet.signMessage(LINK_MESSAGE) });
  expect(link.status).toBe(201);
  expect((await api.post('/ibans', { address: wallet.address, chain: 'sepolia' })).status).toBe(202);
  await runJobsAfter(server, server.ctx.config.sandbox.ibanDelayMs);
  const ibans = await api.get(`/ibans?profile=${profileId}`);
  expect(ibans.body.ibans[0]).toMatchObject({ state: 'approved' });
  return { profileId, wallet, address: wallet.address, iban: ibans.body.ibans[0].iban as string };
}
