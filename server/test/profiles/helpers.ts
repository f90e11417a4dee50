import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { expect } from 'vitest';
import type { KycModel, Privilege } from '../../src/features/partners/partners.table.js';
import { partnerApp as createPartnerApp } from '../support/partners.js';
import type { TestServer } from '../support/test-app.js';

/** Valid KYC bodies, each a fresh copy to change in a test. */
export const person = () => ({
  firstName: 'Jane',
  lastName: 'Doe',
  address: 'Laugavegur 77',
  postalCode: '101',
  city: 'Reykjavík',
  country: 'IS',
  nationality: 'IS',
  birthday: '1990-05-17',
});
export const personalDetails = (changes: Record<string, unknown> = {}) => ({
  ...person(),
  idDocument: { number: 'A1234567', kind: 'passport' },
  ...changes,
});
export const corporateDetails = (changes: Record<string, unknown> = {}) => ({
  name: 'Acme Payments ehf.',
  registrationNumber: '5501692829',
  registrationDate: '2019-03-01',
  vatNumber: 'IS123456',
  website: 'https://acme.example',
  address: 'Borgartún 26',
  postalCode: '105',
  city: 'Reykjavík',
  country: 'IS',
  countryState: '',
  representatives: [{ ...person(), idDocument: { number: '2104903219', kind: 'nationalIdentityCard' } }],
  finalBeneficiaries: [
    { ...person(), ownershipPercentage: 60 },
    { ...person(), firstName: 'John', lastName: 'Smith', country: 'GB', nationality: 'GB', ownershipPercentage: 40 },
  ],
  directors: [person()],
  ...changes,
});
export const personalForm = (changes: Record<string, unknown> = {}) => ({
  occupation: 'OCCUPATION_EMPLOYED',
  profession: 'PROF_INFORMATION_TECHNOLOGY',
  fundOrigin: 'FUND_ORIGIN_SALARY',
  annualIncome: 'ANNUAL_INCOME_50K_TO_150K',
  monthlyTurnover: 'TURNOVER_UNDER_10K',
  monthlyTransactionCount: 'TRANSACTION_COUNT_5_TO_50',
  activities: ['ACTIVITY_INVESTING_CRYPTO'],
  activityOther: '',
  publicFunction: false,
  fundOwner: true,
  ...changes,
});
export const corporateForm = (changes: Record<string, unknown> = {}) => ({
  service: 'Accounting software for small businesses, sold by subscription.',
  legalForm: 'LEGAL_FORM_PRIVATE_LIMITED',
  purpose: 'PURPOSE_COLLECT_PAYMENTS',
  activity: 'ACTIVITY_SOFTWARE_TECHNOLOGY',
  fundOrigin: 'FUND_ORIGIN_REVENUE_OPERATIONS',
  monthlyTurnover: 'TURNOVER_100K_TO_250K',
  monthlyTransactionCount: 'TRANSACTION_COUNT_100_TO_250',
  ...changes,
});

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

/** A client bound to one bearer token. */
export function api(server: TestServer, token: string) {
  const auth = (t: request.Test) => t.set('Authorization', `Bearer ${token}`);
  return {
    get: (url: string) => auth(request(server.url).get(url)),
    put: (url: string, body: unknown) => auth(request(server.url).put(url)).send(body as object),
    patch: (url: string, body: unknown) => auth(request(server.url).patch(url)).send(body as object),
    post: (url: string, body?: unknown) => auth(request(server.url).post(url)).send(body as object),
    upload: (url: string, data: Buffer, filename = 'document.pdf', contentType = 'application/pdf') =>
      auth(request(server.url).post(url)).attach('file', data, { filename, contentType }),
  };
}
export type Api = ReturnType<typeof api>;

/** A customer the partner signs up (POST /auth/signup): a `created` personal profile the partner's token reaches. */
export async function signUpCustomer(client: Api): Promise<string> {
  const res = await client.post('/auth/signup', { email: `kyc-${randomUUID()}@example.org` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.profile as string;
}

/** Uploads a file for a profile and returns its id. */
export async function uploadFor(client: Api, profileId: string, data: Buffer = PDF): Promise<string> {
  const res = await client.upload(`/files?profile=${profileId}`, data);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** Submits details, form and verifications of a kind (what the sharing model needs), in that order. */
export async function submitAll(
  client: Api,
  profileId: string,
  kind: 'personal' | 'corporate',
  details: Record<string, unknown> = kind === 'personal' ? personalDetails() : corporateDetails(),
): Promise<void> {
  const form = kind === 'personal' ? personalForm() : corporateForm();
  const fileId = await uploadFor(client, profileId);
  const verification = kind === 'personal' ? { kind: 'idDocument', documents: [{ name: 'Passport', fileId }] } : { kind: 'registrationNumber', documents: [{ name: 'Register extract', kind: 'companyPDF', fileId }] };
  for (const [path, body] of [
    ['details', { [kind]: details }],
    ['form', { [kind]: form }],
    ['verifications', { [kind]: [verification] }],
  ] as const) {
    const res = await client.put(`/profiles/${profileId}/${path}`, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(202);
  }
}

/** Another partner's client-credentials app (see support/partners.ts), under a KYC model and with chosen privileges. */
export async function partnerApp(server: TestServer, options: { kycModel: KycModel; privileges?: readonly Privilege[] }): Promise<{ token: string; profileId: string }> {
  return createPartnerApp(server, options);
}

/** The `profile.updated` events of a profile, oldest first, as their `data` (the Profile). */
export async function profileEvents(server: TestServer, profileId: string): Promise<Record<string, unknown>[]> {
  const rows = await server.ctx.db
    .selectFrom('events')
    .select(['data'])
    .where('profile_id', '=', profileId)
    .where('type', '=', 'profile.updated')
    .orderBy('seq')
    .execute();
  return rows.map((r) => r.data as Record<string, unknown>);
}

/** Runs the sandbox's decisions that are due after the KYC delay. */
export async function afterKycDelay(server: TestServer): Promise<void> {
  server.clock.advance(server.ctx.config.sandbox.kycDelayMs);
  await server.jobs.runDue();
}
