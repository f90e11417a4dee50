/**
 * White-label onboarding over HTTP: POST /profiles, the PATCH operations beside our PUT ones
 * (one service: same rules, same answers), per-part states, the KYC share with the sandbox's
 * documented test tokens, and profile.error.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { afterKycDelay, api, corporateDetails, partnerApp, personalDetails, personalForm, profileEvents, uploadFor, type Api } from './helpers.js';

let server: TestServer;
let partner: Api;
beforeAll(async () => {
  server = await startTestServer();
  partner = api(server, await clientCredentialsToken(server));
});
afterAll(async () => {
  await server?.close();
});

const APPROVED = 'The profile details have already been approved and need not be submitted again';
const create = async (body: Record<string, unknown> = { kind: 'personal' }) => {
  const res = await partner.post('/profiles', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
};
const share = (id: string, token: string) => partner.post(`/profiles/${id}/share`, { provider: 'sumsub', personal: { token } });
const errorEvents = async (id: string) =>
  (await server.ctx.db.selectFrom('events').select('data').where('profile_id', '=', id).where('type', '=', 'profile.error').execute()).map((r) => r.data);
const stored = async (id: string) => ({
  profile: await server.ctx.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst(),
  details: await server.ctx.db.selectFrom('kyc_details').selectAll().where('profile_id', '=', id).executeTakeFirst(),
  form: await server.ctx.db.selectFrom('kyc_forms').selectAll().where('profile_id', '=', id).executeTakeFirst(),
  verifications: await server.ctx.db.selectFrom('kyc_verifications').selectAll().where('profile_id', '=', id).execute(),
});

describe('POST /profiles', () => {
  it('creates an empty profile of the kind given, every part incomplete, readable and writable by the app', async () => {
    const res = await partner.post('/profiles', { kind: 'corporate' });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(res.body).toEqual({ id, kind: 'corporate', name: '', state: 'created', details: { state: 'incomplete' }, form: { state: 'incomplete' }, verifications: [] });
    expect((await partner.get(`/profiles/${id}`)).body).toEqual(res.body);
    expect((await partner.get('/profiles?state=created&kind=corporate')).body.profiles).toContainEqual({ id, kind: 'corporate', name: '', state: 'created', perms: ['read', 'write'] });
  });

  it('takes the partner’s id, and answers 409 "Profile already exists" for one that is taken, changing nothing', async () => {
    const id = randomUUID();
    expect(await create({ id, kind: 'personal' })).toBe(id);
    const again = await partner.post('/profiles', { id, kind: 'corporate' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'conflict', status: 409, message: 'Profile already exists', requestId: expect.any(String) });
    expect((await partner.get(`/profiles/${id}`)).body.kind).toBe('personal');
    // Another partner's id is taken too: no second profile, and nothing of the first shows.
    const other = api(server, (await partnerApp(server, { kycModel: 'sharing' })).token);
    const foreign = await other.post('/profiles', { id, kind: 'personal' });
    expect(foreign.status).toBe(409);
    expect((await other.get(`/profiles/${id}`)).status).toBe(404);
  });

  it('refuses a missing or unknown kind and unknown fields (400), and an app without the sign-up privilege (403)', async () => {
    for (const body of [{}, { kind: 'company' }, { kind: 'personal', name: 'Jane' }, { id: 'not-a-uuid', kind: 'personal' }]) {
      const res = await partner.post('/profiles', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_error', status: 400 });
    }
    const unprivileged = api(server, (await partnerApp(server, { kycModel: 'sharing', privileges: ['submitProfileDetails'] })).token);
    const res = await unprivileged.post('/profiles', { kind: 'personal' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('fixes the kind: details, form or verifications of the other kind answer 409', async () => {
    const id = await create({ kind: 'personal' });
    const details = await partner.patch(`/profiles/${id}/details`, { corporate: { name: 'Acme Ltd' } });
    expect(details.status).toBe(409);
    expect(details.body.message).toBe('The profile is personal: send its details under "personal"');
    expect((await partner.put(`/profiles/${id}/details`, { corporate: corporateDetails() })).status).toBe(409);
    expect((await stored(id)).details).toBeUndefined();
  });
});

describe('PATCH /profiles/{profile}/details and /form', () => {
  it('stores the fields sent, keeps the others, and counts a part once it is whole', async () => {
    const id = await create();
    const { idDocument: _id, ...whole } = personalDetails();
    const first = await partner.patch(`/profiles/${id}/details`, { personal: { firstName: 'Jane', lastName: 'Doe', phone: '+3548888888' } });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ id, kind: 'personal', name: 'Jane Doe', state: 'incomplete' });
    expect((await partner.get(`/profiles/${id}`)).body.details).toEqual({ state: 'incomplete' });
    // The incomplete state is a filter of the listing, like the others.
    expect((await partner.get('/profiles?state=incomplete')).body.profiles.map((p: { id: string }) => p.id)).toContain(id);
    expect((await partner.get('/profiles?state=created')).body.profiles.map((p: { id: string }) => p.id)).not.toContain(id);
    const rest = await partner.patch(`/profiles/${id}/details`, { personal: { ...whole, firstName: undefined, lastName: undefined } });
    expect(rest.status).toBe(202);
    expect((await partner.get(`/profiles/${id}`)).body.details).toEqual({ state: 'pending' });
    expect((await stored(id)).details?.data).toEqual({ ...whole, phone: '+3548888888' });
    // A later PATCH changes only its field (and the name with it).
    await partner.patch(`/profiles/${id}/details`, { personal: { lastName: 'Smith' } });
    expect((await stored(id)).details?.data).toEqual({ ...whole, lastName: 'Smith', phone: '+3548888888' });
    expect((await partner.get(`/profiles/${id}`)).body).toMatchObject({ name: 'Jane Smith', state: 'incomplete' });
  });

  it('goes pending once details, form (tax fields included) and a verification are in, and is approved by the sandbox', async () => {
    const id = await create();
    await partner.patch(`/profiles/${id}/details`, { personal: personalDetails() });
    const { activityOther: _other, ...form } = personalForm();
    const half = await partner.patch(`/profiles/${id}/form`, { personal: { occupation: form.occupation, profession: 'PROFESSION_INFORMATION_TECHNOLOGY' } });
    expect(half.status).toBe(202);
    expect((await partner.get(`/profiles/${id}`)).body.form).toEqual({ state: 'incomplete' });
    const whole = await partner.patch(`/profiles/${id}/form`, { personal: { ...form, usCitizen: false, usTaxPerson: false, tin: '123-45-6789', taxResidenceCountry: 'GB' } });
    expect(whole.body.state).toBe('incomplete');
    const fileId = await uploadFor(partner, id);
    const verified = await partner.patch(`/profiles/${id}/verifications`, { personal: [{ kind: 'sourceOfFunds', documents: [{ kind: 'sourceOfFunds', fileId }] }] });
    expect(verified.status).toBe(202);
    expect(verified.body.state).toBe('pending');
    expect((await partner.get(`/profiles/${id}`)).body).toEqual({
      id,
      kind: 'personal',
      name: 'Jane Doe',
      state: 'pending',
      details: { state: 'pending' },
      form: { state: 'pending' },
      verifications: [{ kind: 'sourceOfFunds', state: 'pending' }],
    });
    await afterKycDelay(server);
    const approved = (await partner.get(`/profiles/${id}`)).body;
    expect(approved).toMatchObject({ state: 'approved', details: { state: 'approved' }, form: { state: 'approved' }, verifications: [{ kind: 'sourceOfFunds', state: 'approved' }] });
    // profile.updated carries the parts too.
    expect((await profileEvents(server, id)).at(-1)).toEqual(approved);
  });

  it('keeps the rules of PUT: 409 once approved, the same message, for PUT and PATCH alike', async () => {
    const id = await create();
    await share(id, 'sandbox-approved');
    await partner.patch(`/profiles/${id}/form`, { personal: personalForm() });
    await afterKycDelay(server);
    expect((await partner.get(`/profiles/${id}`)).body.state).toBe('approved');
    for (const res of [
      await partner.patch(`/profiles/${id}/details`, { personal: { city: 'Akureyri' } }),
      await partner.put(`/profiles/${id}/details`, { personal: personalDetails() }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'conflict', status: 409, message: APPROVED, requestId: expect.any(String) });
    }
    expect((await partner.patch(`/profiles/${id}/form`, { personal: { occupation: 'OCCUPATION_RETIRED' } })).status).toBe(409);
  });

  it('checks each field as PUT does, and a refused PATCH changes nothing', async () => {
    const id = await create();
    await partner.patch(`/profiles/${id}/details`, { personal: { firstName: 'Jane', lastName: 'Doe' } });
    const before = await stored(id);
    for (const [body, field] of [
      [{ personal: { birthday: '2999-01-01' } }, 'personal.birthday'],
      [{ personal: { country: 'Iceland' } }, 'personal.country'],
      [{ personal: { phone: '555-1234' } }, 'personal.phone'],
      [{ personal: { nickname: 'JD' } }, 'personal.nickname'],
    ] as const) {
      const res = await partner.patch(`/profiles/${id}/details`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(res.body)).toHaveProperty([field]);
    }
    expect((await partner.patch(`/profiles/${id}/details`, { personal: {} })).status).toBe(400);
    expect((await partner.patch(`/profiles/${id}/form`, { personal: { annualIncome: 'ANNUAL_INCOME_LOTS' } })).status).toBe(400);
    expect(await stored(id)).toEqual(before);
  });
});

describe('a company, as the provider’s white-label guide sends it', () => {
  const person = {
    firstName: 'Jane',
    lastName: 'Doe',
    address: 'Pennylane 123',
    postalCode: '7890',
    city: 'London',
    country: 'GB',
    nationality: 'GB',
    birthday: '1990-05-15',
    phone: '+3548888888',
    email: 'jane.doe@example.com',
  };

  it('takes the guide’s details (a share as the string "100"), form and company documents, and is approved', async () => {
    const id = await create({ kind: 'corporate' });
    const details = await partner.patch(`/profiles/${id}/details`, {
      corporate: {
        name: 'Acme Ltd',
        registrationNumber: '123456',
        registrationDate: '2020-01-15',
        vatNumber: 'GB123456789',
        website: 'https://acme.com',
        address: 'Pennylane 123',
        postalCode: '7890',
        city: 'London',
        country: 'GB',
        countryState: 'England',
        representatives: [{ ...person, idDocument: { number: 'A1234567', kind: 'passport' } }],
        finalBeneficiaries: [{ ...person, ownershipPercentage: '100' }],
        directors: [person],
      },
    });
    expect(details.status, JSON.stringify(details.body)).toBe(202);
    const form = await partner.patch(`/profiles/${id}/form`, {
      corporate: {
        service: 'E-commerce platform connecting buyers and sellers across the EU',
        legalForm: 'LEGAL_FORM_PRIVATE_LIMITED',
        purpose: 'PURPOSE_COLLECTING_PAYMENTS',
        activity: 'ACTIVITY_FINANCIAL_INSTITUTION',
        fundOrigin: 'FUND_ORIGIN_REVENUE',
        monthlyTurnover: 'TURNOVER_100K_TO_250K',
        monthlyTransactionCount: 'TRANSACTION_COUNT_UNDER_100',
      },
    });
    expect(form.status, JSON.stringify(form.body)).toBe(202);
    const fileId = await uploadFor(partner, id);
    const verifications = await partner.patch(`/profiles/${id}/verifications`, {
      corporate: [
        { kind: 'corporateName', documents: [{ kind: 'companyFilePDF', fileId }] },
        { kind: 'registrationNumber', documents: [{ kind: 'companyFilePDF', fileId }] },
        { kind: 'beneficialOwnership', documents: [{ kind: 'companyFilePDF', fileId }] },
      ],
    });
    expect(verifications.status, JSON.stringify(verifications.body)).toBe(202);
    expect(verifications.body).toEqual({ id, kind: 'corporate', name: 'Acme Ltd', state: 'pending' });
    await afterKycDelay(server);
    expect((await partner.get(`/profiles/${id}`)).body).toMatchObject({ state: 'approved', details: { state: 'approved' } });
  });

  it('checks a share written as a string as it checks a number', async () => {
    const id = await create({ kind: 'corporate' });
    for (const share of ['24', '100.5', 'all', '60', 60] as const) {
      const res = await partner.patch(`/profiles/${id}/details`, { corporate: { finalBeneficiaries: [{ ...person, ownershipPercentage: share }, { ...person, ownershipPercentage: share }] } });
      const over = share === '60' || share === 60;
      expect(res.status, `${share}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(over ? ['corporate.finalBeneficiaries'] : ['corporate.finalBeneficiaries.0.ownershipPercentage', 'corporate.finalBeneficiaries.1.ownershipPercentage']);
    }
  });
});

describe('POST /profiles/{profile}/share (sandbox test tokens)', () => {
  it('sandbox-approved: imports the applicant’s details and identity verifications; the form completes the set', async () => {
    const id = await create();
    const res = await share(id, 'sandbox-approved');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      id,
      kind: 'personal',
      name: 'Jane Doe',
      state: 'incomplete',
      details: { state: 'pending' },
      form: { state: 'incomplete' },
      verifications: [
        { kind: 'idDocument', state: 'pending' },
        { kind: 'facialSimilarity', state: 'pending' },
        { kind: 'proofOfResidency', state: 'pending' },
      ],
    });
    expect((await stored(id)).details?.data).toMatchObject({ firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com', phone: '+3548888888' });
    expect((await partner.patch(`/profiles/${id}/form`, { personal: personalForm() })).body.state).toBe('pending');
    await afterKycDelay(server);
    expect((await partner.get(`/profiles/${id}`)).body.state).toBe('approved');
  });

  it('sandbox-invalid-address: skips the address, announces it with profile.error, and a PATCH of the address completes the details', async () => {
    const id = await create();
    const res = await share(id, 'sandbox-invalid-address');
    expect(res.status).toBe(202);
    expect(res.body.details).toEqual({ state: 'incomplete' });
    expect(await errorEvents(id)).toEqual([{ id, kind: 'personal', errors: [{ field: 'address', reason: 'address exceeds 200 characters' }] }]);
    expect((await stored(id)).details?.data).not.toHaveProperty('address');
    await partner.patch(`/profiles/${id}/details`, { personal: { address: 'Pennylane 123' } });
    expect((await partner.get(`/profiles/${id}`)).body.details).toEqual({ state: 'pending' });
  });

  it('sandbox-rejected: the sandbox rejects the applicant once the set is complete', async () => {
    const id = await create();
    await share(id, 'sandbox-rejected');
    await partner.patch(`/profiles/${id}/form`, { personal: personalForm() });
    await afterKycDelay(server);
    expect((await partner.get(`/profiles/${id}`)).body).toMatchObject({ state: 'rejected', name: 'Jane Reject', details: { state: 'rejected' } });
  });

  it('refuses an unknown token (400), a corporate profile (409) and a malformed body (400), changing nothing', async () => {
    const id = await create();
    const unknown = await share(id, 'husheu817472');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty(['personal.token']);
    expect((await partner.post(`/profiles/${id}/share`, { provider: 'onfido', personal: { token: 'sandbox-approved' } })).status).toBe(400);
    expect((await partner.post(`/profiles/${id}/share`, { provider: 'sumsub' })).status).toBe(400);
    expect(await stored(id)).toMatchObject({ details: undefined, form: undefined, verifications: [] });
    const corporate = await create({ kind: 'corporate' });
    const res = await share(corporate, 'sandbox-approved');
    expect(res.status).toBe(409);
    expect((await stored(corporate)).details).toBeUndefined();
    expect(await errorEvents(id)).toEqual([]);
  });
});

describe('profile.error webhooks (opt-in)', () => {
  it('reach a subscription that chose profile.error, and not one with the default types', async () => {
    const chose = await new Receiver().start();
    const defaults = await new Receiver().start();
    try {
      const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
      expect((await partner.post('/webhooks', { url: chose.url, secret, types: ['profile.error', 'profile.updated'] })).status).toBe(201);
      expect((await partner.post('/webhooks', { url: defaults.url, secret })).status).toBe(201);
      const id = await create();
      expect((await share(id, 'sandbox-invalid-address')).status).toBe(202);
      await server.jobs.runDue();
      const ofProfile = (r: Receiver) =>
        r.received.map((x) => JSON.parse(x.body) as { type: string; data: { id?: string } }).filter((e) => e.data.id === id).map((e) => e.type).sort();
      expect(ofProfile(chose)).toEqual(['profile.error', 'profile.updated']);
      expect(ofProfile(defaults)).toEqual(['profile.updated']);
      const error = chose.received.map((x) => JSON.parse(x.body)).find((e) => e.type === 'profile.error');
      expect(error).toMatchObject({ type: 'profile.error', data: { id, kind: 'personal', errors: [{ field: 'address', reason: 'address exceeds 200 characters' }] } });
    } finally {
      await chose.stop();
      await defaults.stop();
    }
  });
});

describe('production mode', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ mode: 'production' });
  });
  afterAll(async () => {
    await production?.close();
  });

  it('has no sandbox tokens: a share answers 403 until a KYC provider is connected', async () => {
    const client = api(production, await clientCredentialsToken(production));
    const created = await client.post('/profiles', { kind: 'personal' });
    expect(created.status).toBe(201);
    const res = await client.post(`/profiles/${created.body.id}/share`, { provider: 'sumsub', personal: { token: 'sandbox-approved' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', status: 403, message: 'KYC sharing with sumsub is not set up' });
  });
});
