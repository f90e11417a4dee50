import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '../../src/features/profiles/profiles.repository.js';
import { grantProfile } from '../../src/features/customers/users.repository.js';
import { exchangeCode, hostedFlow } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { api, corporateForm, partnerApp, personalDetails, personalForm, signUpCustomer, submitAll, uploadFor, type Api } from './helpers.js';
import { withoutRequestId } from '../support/error-body.js';

let server: TestServer;
let partner: Api;
beforeAll(async () => {
  server = await startTestServer();
  partner = api(server, await clientCredentialsToken(server));
});
afterAll(async () => {
  await server?.close();
});

/** A customer through the hosted screens (approved there) and a client with their own token. */
async function hostedCustomer() {
  const flow = await hostedFlow(server);
  const tokens = await exchangeCode(server, flow.code, flow.verifier);
  const client = api(server, tokens.body.access_token as string);
  const context = await client.get('/auth/context');
  return { client, userId: context.body.userId as string, profileId: context.body.defaultProfile as string };
}

describe('GET /profiles', () => {
  it('lists the partner’s own profile and its customers’ with permissions, filtered by state and kind', async () => {
    const created = await signUpCustomer(partner);
    const pending = await signUpCustomer(partner);
    await submitAll(partner, pending, 'corporate');
    const all = await partner.get('/profiles');
    expect(all.status).toBe(200);
    const ids = all.body.profiles.map((p: { id: string }) => p.id);
    expect(ids[0]).toBe(server.seed.profileId);
    expect(ids).toEqual(expect.arrayContaining([created, pending]));
    expect(all.body.profiles).toContainEqual({ id: created, kind: 'personal', name: '', state: 'created', perms: ['read', 'write'] });

    const corporatePending = await partner.get('/profiles?state=pending&kind=corporate');
    expect(corporatePending.body.profiles).toEqual([{ id: pending, kind: 'corporate', name: 'Acme Payments ehf.', state: 'pending', perms: ['read', 'write'] }]);
    const approvedCorporate = await partner.get('/profiles?state=approved&kind=corporate');
    expect(approvedCorporate.body.profiles.map((p: { id: string }) => p.id)).toEqual([server.seed.profileId]);
    expect((await partner.get('/profiles?state=blocked')).body).toEqual({ profiles: [] });
  });

  it('shows a user only their own profiles, with their permissions', async () => {
    const customer = await hostedCustomer();
    const readOnly = randomUUID();
    await insertProfile(server.ctx.db, { id: readOnly, kind: 'corporate', name: 'Family business', state: 'created', now: server.clock.now() });
    await grantProfile(server.ctx.db, customer.userId, readOnly, ['read'], false);
    const res = await customer.client.get('/profiles');
    expect(res.body.profiles).toEqual([
      { id: customer.profileId, kind: 'personal', name: 'Jane Doe', state: 'approved', perms: ['read', 'write'] },
      { id: readOnly, kind: 'corporate', name: 'Family business', state: 'created', perms: ['read'] },
    ]);
    // Read is not write: submitting for the read-only profile is forbidden.
    const put = await customer.client.put(`/profiles/${readOnly}/form`, { corporate: corporateForm() });
    expect(put.status).toBe(403);
    expect(put.body.code).toBe('forbidden');
    expect((await customer.client.get(`/profiles/${readOnly}`)).status).toBe(200);
  });
});

describe('GET /profiles/{profile}', () => {
  it('answers the profile', async () => {
    const id = await signUpCustomer(partner);
    const res = await partner.get(`/profiles/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, kind: 'personal', name: '', state: 'created', details: { state: 'incomplete' }, form: { state: 'incomplete' }, verifications: [] });
  });

  it('answers an unknown id and another tenant’s id alike: 404, no data', async () => {
    const customer = await hostedCustomer();
    const unknown = await partner.get(`/profiles/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    // The partner's own customer, asked by a user who has nothing to do with them.
    const mine = await signUpCustomer(partner);
    const foreign = await customer.client.get(`/profiles/${mine}`);
    expect(foreign.status).toBe(404);
    expect(withoutRequestId(foreign.body)).toEqual(withoutRequestId(unknown.body));
  });
});

describe('cross-profile access to the KYC calls', () => {
  it('answers another partner 404 on every profile route, with no data and no change', async () => {
    const other = api(server, (await partnerApp(server, { kycModel: 'sharing' })).token);
    const id = await signUpCustomer(partner);
    const fileId = await uploadFor(partner, id);
    const attempts = [
      other.get(`/profiles/${id}`),
      other.put(`/profiles/${id}/details`, { personal: personalDetails() }),
      other.put(`/profiles/${id}/form`, { personal: personalForm() }),
      other.put(`/profiles/${id}/verifications`, { personal: [{ kind: 'idDocument', documents: [{ name: 'Passport', fileId }] }] }),
      other.post(`/sandbox/profiles/${id}`, { state: 'approved' }),
      other.patch(`/profiles/${id}/details`, { personal: { firstName: 'Mallory' } }),
      other.patch(`/profiles/${id}/form`, { personal: { occupation: 'OCCUPATION_RETIRED' } }),
      other.patch(`/profiles/${id}/verifications`, { personal: [{ kind: 'idDocument', documents: [{ kind: 'passport', fileId }] }] }),
      other.post(`/profiles/${id}/share`, { provider: 'sumsub', personal: { token: 'sandbox-approved' } }),
      other.upload(`/files?profile=${id}`, Buffer.from('%PDF-1.4\n')),
    ];
    for (const [i, res] of (await Promise.all(attempts)).entries()) {
      expect(res.status, `attempt ${i}`).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', status: 404, message: 'Profile not found', requestId: expect.any(String) });
    }
    expect((await other.get('/profiles')).body.profiles.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await partner.get(`/profiles/${id}`)).body).toEqual({ id, kind: 'personal', name: '', state: 'created', details: { state: 'incomplete' }, form: { state: 'incomplete' }, verifications: [] });
    const stored = await server.ctx.db.selectFrom('kyc_details').select('profile_id').where('profile_id', '=', id).execute();
    expect(stored).toEqual([]);
  });

  it('lets a customer’s own token submit for their profile, but not for another customer’s', async () => {
    const a = await hostedCustomer();
    const b = await hostedCustomer();
    const res = await a.client.put(`/profiles/${b.profileId}/details`, { personal: personalDetails() });
    expect(res.status).toBe(404);
    // Their own profile was approved by the hosted onboarding: a submission there is a 409, not a 404.
    const own = await a.client.put(`/profiles/${a.profileId}/details`, { personal: personalDetails() });
    expect(own.status).toBe(409);
  });
});

describe('privileges', () => {
  it('refuses the KYC calls to an app without the privilege (403, the partner message)', async () => {
    const unprivileged = api(server, (await partnerApp(server, { kycModel: 'sharing', privileges: ['signup'] })).token);
    const id = await signUpCustomer(unprivileged);
    const fileId = await uploadFor(unprivileged, id);
    for (const [path, body] of [
      ['details', { personal: personalDetails() }],
      ['form', { personal: personalForm() }],
      ['verifications', { personal: [{ kind: 'idDocument', documents: [{ name: 'Passport', fileId }] }] }],
    ] as const) {
      const res = await unprivileged.put(`/profiles/${id}/${path}`, body);
      expect(res.status, path).toBe(403);
      expect(res.body.message).toMatch(/not allowed .* Contact emoney for access/);
    }
    // Reading needs no privilege.
    expect((await unprivileged.get(`/profiles/${id}`)).status).toBe(200);
  });

  it('requires a bearer token', async () => {
    const res = await api(server, 'not-a-token').get('/profiles');
    expect(res.status).toBe(401);
  });
});
