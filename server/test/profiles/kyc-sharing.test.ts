import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import {
  afterKycDelay,
  api,
  corporateDetails,
  corporateForm,
  personalDetails,
  personalForm,
  profileEvents,
  signUpCustomer,
  submitAll,
  uploadFor,
  type Api,
} from './helpers.js';

// The sharing model (the seeded partner's apps): details, form and verifications are all needed.
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
const state = async (id: string) => (await partner.get(`/profiles/${id}`)).body.state as string;

describe('a personal profile under the sharing model', () => {
  it('is incomplete until details, form and verifications are in, then goes pending (202 each)', async () => {
    const id = await signUpCustomer(partner);
    const details = await partner.put(`/profiles/${id}/details`, { personal: personalDetails() });
    expect(details.status).toBe(202);
    expect(details.body).toEqual({ id, kind: 'personal', name: 'Jane Doe', state: 'incomplete' });
    const form = await partner.put(`/profiles/${id}/form`, { personal: personalForm() });
    expect(form.status).toBe(202);
    expect(form.body.state).toBe('incomplete');
    const fileId = await uploadFor(partner, id);
    const verifications = await partner.put(`/profiles/${id}/verifications`, {
      personal: [{ kind: 'idDocument', documents: [{ name: 'Passport', side: 'front', fileId }] }],
    });
    expect(verifications.status).toBe(202);
    expect(verifications.body).toEqual({ id, kind: 'personal', name: 'Jane Doe', state: 'pending' });
    expect(await state(id)).toBe('pending');
    // One event for the name (and incomplete), one for pending: each change of the profile, with
    // the Profile as data and where each of its parts stands.
    expect(await profileEvents(server, id)).toEqual([
      { id, kind: 'personal', name: 'Jane Doe', state: 'incomplete', details: { state: 'pending' }, form: { state: 'incomplete' }, verifications: [] },
      {
        id,
        kind: 'personal',
        name: 'Jane Doe',
        state: 'pending',
        details: { state: 'pending' },
        form: { state: 'pending' },
        verifications: [{ kind: 'idDocument', state: 'pending' }],
      },
    ]);
  });

  it('goes pending on whichever submission completes the set, in any order', async () => {
    const id = await signUpCustomer(partner);
    const fileId = await uploadFor(partner, id);
    expect((await partner.put(`/profiles/${id}/verifications`, { personal: [{ kind: 'idDocument', documents: [{ name: 'Passport', fileId }] }] })).body.state).toBe('incomplete');
    expect((await partner.put(`/profiles/${id}/form`, { personal: personalForm() })).body.state).toBe('incomplete');
    expect((await partner.put(`/profiles/${id}/details`, { personal: personalDetails() })).body.state).toBe('pending');
  });

  it('is approved after the sandbox delay, and then refuses details and form with 409', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'personal');
    await afterKycDelay(server);
    expect(await state(id)).toBe('approved');
    const details = await partner.put(`/profiles/${id}/details`, { personal: personalDetails() });
    expect(details.status).toBe(409);
    expect(details.body).toEqual({ code: 'conflict', status: 409, message: APPROVED, requestId: expect.any(String) });
    // The kind cannot change either.
    const other = await partner.put(`/profiles/${id}/details`, { corporate: corporateDetails() });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(APPROVED);
    expect((await partner.put(`/profiles/${id}/form`, { personal: personalForm() })).status).toBe(409);
    expect((await partner.get(`/profiles/${id}`)).body).toEqual({
      id,
      kind: 'personal',
      name: 'Jane Doe',
      state: 'approved',
      details: { state: 'approved' },
      form: { state: 'approved' },
      verifications: [{ kind: 'idDocument', state: 'approved' }],
    });
  });

  it('takes only enhancedDueDiligence verifications once approved', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'personal');
    await afterKycDelay(server);
    const fileId = await uploadFor(partner, id);
    const other = await partner.put(`/profiles/${id}/verifications`, { personal: [{ kind: 'proofOfResidency', documents: [{ name: 'Bill', fileId }] }] });
    expect(other.status).toBe(409);
    const edd = await partner.put(`/profiles/${id}/verifications`, { personal: [{ kind: 'enhancedDueDiligence', documents: [{ name: 'Source of funds', fileId }] }] });
    expect(edd.status).toBe(202);
    expect(edd.body.state).toBe('approved');
  });

  it('keeps the submitted details; a resubmission replaces them (and the name)', async () => {
    const id = await signUpCustomer(partner);
    await partner.put(`/profiles/${id}/details`, { personal: personalDetails() });
    const again = await partner.put(`/profiles/${id}/details`, { personal: personalDetails({ firstName: 'Anna', countryState: 'Höfuðborgarsvæðið' }) });
    expect(again.status).toBe(202);
    expect(again.body.name).toBe('Anna Doe');
    const rows = await server.ctx.db.selectFrom('kyc_details').select(['kind', 'data']).where('profile_id', '=', id).execute();
    expect(rows).toEqual([{ kind: 'personal', data: personalDetails({ firstName: 'Anna', countryState: 'Höfuðborgarsvæðið' }) }]);
  });
});

describe('validation of details (400 with a message per field)', () => {
  let id: string;
  beforeAll(async () => {
    id = await signUpCustomer(partner);
  });
  const put = (body: unknown) => partner.put(`/profiles/${id}/details`, body);

  it('names missing personal fields and the missing id document', async () => {
    const { firstName: _f, idDocument: _d, ...rest } = personalDetails();
    const res = await put({ personal: rest });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.errors).toEqual({ 'personal.firstName': 'First name is missing', 'personal.idDocument': 'Id document is missing' });
  });

  it('checks codes, dates, the id document kind and unknown fields', async () => {
    const res = await put({
      personal: personalDetails({ country: 'ISL', nationality: 'is', birthday: '17.05.1990', idDocument: { number: 'A1', kind: 'driverLicence' }, nickname: 'JD' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'personal.country': expect.any(String),
      'personal.nationality': 'Nationality is not valid',
      'personal.birthday': 'Birthday is not valid',
      'personal.idDocument.kind': 'Kind must be one of: passport, nationalIdentityCard',
      'personal.nickname': 'Nickname is not an accepted field',
    });
  });

  it('refuses a birthday in the future (a server rule, same error style)', async () => {
    const res = await put({ personal: personalDetails({ birthday: '2999-01-01' }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'personal.birthday': 'Birthday must not be in the future' });
  });

  it('names missing corporate fields, down to a representative’s id document', async () => {
    const { address: _a, ...company } = corporateDetails();
    const { idDocument: _d, ...representative } = corporateDetails().representatives[0]!;
    const res = await put({ corporate: { ...company, representatives: [representative], directors: [] } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'corporate.address': 'Address is missing',
      'corporate.representatives.0.idDocument': 'Id document is missing',
      'corporate.directors': 'Directors must have at least 1 item(s)',
    });
  });

  it('keeps every final beneficiary between 25 and 100 % with two decimals', async () => {
    const beneficiary = (ownershipPercentage: number) => ({ ...corporateDetails().directors[0]!, ownershipPercentage });
    const res = await put({ corporate: corporateDetails({ finalBeneficiaries: [beneficiary(24.99), beneficiary(100.01), beneficiary(33.333)] }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'corporate.finalBeneficiaries.0.ownershipPercentage': 'Ownership percentage must be at least 25',
      'corporate.finalBeneficiaries.1.ownershipPercentage': 'Ownership percentage must be at most 100',
      'corporate.finalBeneficiaries.2.ownershipPercentage': 'Ownership percentage must be a multiple of 0.01',
    });
  });

  it('refuses final beneficiaries whose shares add up to more than 100 %, and takes exactly 100', async () => {
    const beneficiary = (ownershipPercentage: number) => ({ ...corporateDetails().directors[0]!, ownershipPercentage });
    const over = await put({ corporate: corporateDetails({ finalBeneficiaries: [beneficiary(50.01), beneficiary(25), beneficiary(25)] }) });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({ 'corporate.finalBeneficiaries': 'Ownership percentages add up to more than 100' });
    const exact = await put({ corporate: corporateDetails({ finalBeneficiaries: [beneficiary(33.34), beneficiary(33.33), beneficiary(33.33)] }) });
    expect(exact.status).toBe(202);
    const none = await put({ corporate: corporateDetails({ finalBeneficiaries: [] }) });
    expect(none.status).toBe(202);
  });

  it('refuses a registration date in the future', async () => {
    const res = await put({ corporate: corporateDetails({ registrationDate: '2999-12-31' }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'corporate.registrationDate': 'Registration date must not be in the future' });
  });

  it('changed nothing with a refused request', async () => {
    const before = await partner.get(`/profiles/${id}`);
    const res = await put({ corporate: corporateDetails({ name: 'Refused Ltd', registrationDate: '2999-12-31' }) });
    expect(res.status).toBe(400);
    expect((await partner.get(`/profiles/${id}`)).body).toEqual(before.body);
  });
});

describe('validation of forms', () => {
  it('names missing and wrong answers of both kinds', async () => {
    const id = await signUpCustomer(partner);
    const { occupation: _o, ...form } = personalForm();
    const personal = await partner.put(`/profiles/${id}/form`, { personal: { ...form, annualIncome: 'millions' } });
    expect(personal.status).toBe(400);
    expect(personal.body.errors).toMatchObject({ 'personal.occupation': 'Occupation is missing', 'personal.annualIncome': expect.stringMatching(/^Annual income must be one of: /) });
    const other = await partner.put(`/profiles/${id}/form`, { personal: personalForm({ activities: ['ACTIVITY_OTHER'], activityOther: ' ' }) });
    expect(other.status).toBe(400);
    expect(Object.keys(other.body.errors)).toEqual(['personal.activityOther']);
    const { service: _s, ...company } = corporateForm();
    const corporate = await partner.put(`/profiles/${id}/form`, { corporate: company });
    expect(corporate.status).toBe(400);
    expect(corporate.body.errors).toEqual({ 'corporate.service': 'Service is missing' });
  });

  it('takes a corporate form without the optional legal form', async () => {
    const id = await signUpCustomer(partner);
    const { legalForm: _l, ...company } = corporateForm();
    expect((await partner.put(`/profiles/${id}/form`, { corporate: company })).status).toBe(202);
  });
});

describe('verifications', () => {
  it('take only files uploaded for the same profile: another profile’s or an unknown one is 400', async () => {
    const id = await signUpCustomer(partner);
    const other = await signUpCustomer(partner);
    const own = await uploadFor(partner, id);
    const foreign = await uploadFor(partner, other);
    const res = await partner.put(`/profiles/${id}/verifications`, {
      personal: [
        { kind: 'idDocument', documents: [{ name: 'Front', side: 'front', fileId: own }, { name: 'Back', side: 'back', fileId: foreign }] },
        { kind: 'proofOfResidency', documents: [{ name: 'Bill', fileId: '00000000-0000-4000-8000-000000000000' }] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'personal.0.documents.1.fileId': 'File not found', 'personal.1.documents.0.fileId': 'File not found' });
    // Nothing was kept.
    const rows = await server.ctx.db.selectFrom('kyc_verifications').select('kind').where('profile_id', '=', id).execute();
    expect(rows).toEqual([]);
  });

  it('refuses a kind twice in one list', async () => {
    const id = await signUpCustomer(partner);
    const fileId = await uploadFor(partner, id);
    const doc = { name: 'Passport', fileId };
    const res = await partner.put(`/profiles/${id}/verifications`, { personal: [{ kind: 'idDocument', documents: [doc] }, { kind: 'idDocument', documents: [doc] }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'personal.1.kind': 'Duplicate verification kind' });
  });

  it('replace the kinds they list and keep the others', async () => {
    const id = await signUpCustomer(partner);
    const first = await uploadFor(partner, id);
    const second = await uploadFor(partner, id);
    await partner.put(`/profiles/${id}/verifications`, { personal: [{ kind: 'idDocument', documents: [{ name: 'Old', fileId: first }] }] });
    await partner.put(`/profiles/${id}/verifications`, { personal: [{ kind: 'proofOfResidency', documents: [{ name: 'Bill', fileId: first }] }] });
    await partner.put(`/profiles/${id}/verifications`, { personal: [{ kind: 'idDocument', documents: [{ name: 'New', fileId: second }] }] });
    const rows = await server.ctx.db.selectFrom('kyc_verifications').select(['kind', 'documents']).where('profile_id', '=', id).orderBy('kind').execute();
    expect(rows).toEqual([
      { kind: 'idDocument', documents: [{ name: 'New', fileId: second }] },
      { kind: 'proofOfResidency', documents: [{ name: 'Bill', fileId: first }] },
    ]);
  });

  it('accept corporate documents marked companyPDF', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'corporate');
    expect(await state(id)).toBe('pending');
  });
});

describe('a corporate profile', () => {
  it('takes the company’s details, form and verifications, and goes pending under its name', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'corporate');
    expect((await partner.get(`/profiles/${id}`)).body).toEqual({
      id,
      kind: 'corporate',
      name: 'Acme Payments ehf.',
      state: 'pending',
      details: { state: 'pending' },
      form: { state: 'pending' },
      verifications: [{ kind: 'registrationNumber', state: 'pending' }],
    });
    await afterKycDelay(server);
    expect(await state(id)).toBe('approved');
  });
});

describe('kinds', () => {
  it('refuses a form or verifications of the other kind once the details set it (409)', async () => {
    const id = await signUpCustomer(partner);
    await partner.put(`/profiles/${id}/details`, { corporate: corporateDetails() });
    const form = await partner.put(`/profiles/${id}/form`, { personal: personalForm() });
    expect(form.status).toBe(409);
    expect(form.body.message).toBe('The profile is corporate: send its form under "corporate"');
    const fileId = await uploadFor(partner, id);
    const verifications = await partner.put(`/profiles/${id}/verifications`, { personal: [{ kind: 'idDocument', documents: [{ name: 'Passport', fileId }] }] });
    expect(verifications.status).toBe(409);
  });

  it('may change until approval: a pending profile whose new kind is incomplete goes back to incomplete', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'personal');
    expect(await state(id)).toBe('pending');
    const switched = await partner.put(`/profiles/${id}/details`, { corporate: corporateDetails() });
    expect(switched.status).toBe(202);
    expect(switched.body).toEqual({ id, kind: 'corporate', name: 'Acme Payments ehf.', state: 'incomplete' });
    // The decision scheduled for the personal submission does not decide anything now.
    await afterKycDelay(server);
    expect(await state(id)).toBe('incomplete');
    // Back to the personal kind: its form and verifications still count.
    const back = await partner.put(`/profiles/${id}/details`, { personal: personalDetails() });
    expect(back.body).toEqual({ id, kind: 'personal', name: 'Jane Doe', state: 'pending' });
    await afterKycDelay(server);
    expect(await state(id)).toBe('approved');
    expect((await profileEvents(server, id)).map((e) => `${e.kind} ${e.state}`)).toEqual([
      'personal incomplete',
      'personal pending',
      'corporate incomplete',
      'personal pending',
      'personal approved',
    ]);
  });
});
