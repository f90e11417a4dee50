// Every resource method of the client against the real server, in-process over HTTP, as the
// seeded client-credentials app (its own approved corporate profile, every privilege).
import { randomBytes, randomUUID } from 'node:crypto';
import { Wallet } from 'ethers';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Receiver } from '@emoney/test-support/receiver';
import {
  ApiError,
  EmoneyClient,
  LINK_MESSAGE,
  placeOrderMessage,
  shortenIban,
  type IBAN,
  type Order,
  type OrderNotification,
  type WebhookSubscription,
} from '../../src/index.js';
import { verifyWebhook } from '../../src/server/index.js';
import { countingFetch, startTestServer, type TestServer } from './support.js';

let server: TestServer;
let client: EmoneyClient;
let receiver: Receiver;
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const wallet = Wallet.createRandom();
const other = Wallet.createRandom();

beforeAll(async () => {
  server = await startTestServer();
  receiver = await new Receiver().start();
  client = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.clientId, clientSecret: server.seed.clientSecret, WebSocket });
});
afterAll(async () => {
  client?.unsubscribeOrderNotifications();
  await receiver?.stop();
  await server?.close();
});

/** Runs the server's delayed work (IBAN provisioning, KYC and order decisions, webhook deliveries). */
async function settle(ms = 5_000): Promise<void> {
  server.clock.advance(ms);
  await server.jobs.runDue();
}

async function until<T>(get: () => T | undefined, what: string, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = get();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('accounts', () => {
  it('getAuthContext, listTokens', async () => {
    const context = await client.getAuthContext();
    expect(context.defaultProfile).toBe(server.seed.profileId);
    const tokens = await client.listTokens();
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.find((t) => t.symbol === 'EURe' && t.chain === 'sepolia')).toMatchObject({ currency: 'eur', ticker: 'EUR', decimals: 18 });
  });
});

describe('profiles (sharing KYC model)', () => {
  let profile: string;

  it('signUp: creates the customer, then null for an existing one (304)', async () => {
    const email = `customer-${randomUUID()}@example.org`;
    const created = await client.signUp(email);
    expect(created).toEqual({ email, profile: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    profile = created!.profile;
    expect(await client.signUp(email)).toBeNull();
  });

  it('getProfile, listProfiles', async () => {
    expect(await client.getProfile(profile)).toMatchObject({ id: profile, state: 'created' });
    const all = await client.listProfiles();
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([server.seed.profileId, profile]));
    const approved = await client.listProfiles({ state: 'approved' });
    expect(approved.every((p) => p.state === 'approved')).toBe(true);
  });

  it('submitProfileDetails, submitProfileForm, uploadFile, submitProfileVerifications', async () => {
    const details = await client.submitProfileDetails(profile, {
      personal: {
        firstName: 'Jane',
        lastName: 'Doe',
        address: 'Laugavegur 77',
        postalCode: '101',
        city: 'Reykjavík',
        country: 'IS',
        nationality: 'IS',
        birthday: '1990-05-17',
        idDocument: { number: 'A1234567', kind: 'passport' },
      },
    });
    expect(details).toMatchObject({ id: profile, kind: 'personal', name: 'Jane Doe' });
    await client.submitProfileForm(profile, {
      personal: {
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
      },
    });
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 0xff, 0xd9])], { type: 'image/jpeg' });
    const file = await client.uploadFile(jpeg, { name: 'passport.jpg', profile });
    expect(file).toMatchObject({ name: 'passport.jpg', type: 'image/jpeg', size: 14 });
    const after = await client.submitProfileVerifications(profile, {
      personal: [
        { kind: 'idDocument', documents: [{ name: 'Passport', fileId: file.id }] },
        { kind: 'facialSimilarity', documents: [{ name: 'Selfie', fileId: file.id }] },
        { kind: 'proofOfResidency', documents: [{ name: 'Utility bill', fileId: file.id }] },
      ],
    });
    expect(after.id).toBe(profile);
  });

  it('createProfile, shareProfile, patchProfileForm, patchProfileDetails, patchProfileVerifications (white-label onboarding)', async () => {
    const created = await client.createProfile({ kind: 'personal' });
    expect(created).toMatchObject({ kind: 'personal', state: 'created', details: { state: 'incomplete' }, form: { state: 'incomplete' }, verifications: [] });
    const shared = await client.shareProfile(created.id, { provider: 'sumsub', personal: { token: 'sandbox-invalid-address' } });
    expect(shared).toMatchObject({ name: 'Jane Doe', state: 'incomplete', details: { state: 'incomplete' } });
    await client.patchProfileDetails(created.id, { personal: { address: 'Pennylane 123' } });
    await client.patchProfileForm(created.id, { personal: { occupation: 'OCCUPATION_EMPLOYED', profession: 'PROFESSION_LEGAL', fundOrigin: 'FUND_ORIGIN_SALARY' } });
    const pending = await client.patchProfileForm(created.id, {
      personal: {
        annualIncome: 'ANNUAL_INCOME_FROM_50K_TO_150K',
        monthlyTurnover: 'TURNOVER_UNDER_10K',
        monthlyTransactionCount: 'TRANSACTION_COUNT_UNDER_5',
        activities: ['ACTIVITY_INVESTING_CRYPTO'],
        publicFunction: false,
        fundOwner: true,
        tin: '123-45-6789',
        taxResidenceCountry: 'GB',
      },
    });
    expect(pending.state).toBe('pending');
    const file = await client.uploadFile(new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' }), { name: 'payslip.pdf', profile: created.id });
    await client.patchProfileVerifications(created.id, { personal: [{ kind: 'sourceOfFunds', documents: [{ kind: 'sourceOfFunds', fileId: file.id }] }] });
    expect((await client.getProfile(created.id)).verifications?.map((v) => v.kind)).toEqual(['idDocument', 'facialSimilarity', 'proofOfResidency', 'sourceOfFunds']);
    await expect(client.createProfile({ id: created.id, kind: 'personal' })).rejects.toMatchObject({ status: 409, message: 'Profile already exists' });
  });

  it('refuses details of an approved profile with a typed 409', async () => {
    const error = await client
      .submitProfileDetails(server.seed.profileId, { personal: { firstName: 'Ja', lastName: 'Do', address: 'x', postalCode: '1', city: 'x', country: 'IS', nationality: 'IS', birthday: '1990-01-01', idDocument: { number: 'A1', kind: 'passport' } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });
});

describe('addresses, IBANs, balances, orders, notifications, webhooks', () => {
  let iban: IBAN;
  let order: Order;
  let subscription: WebhookSubscription;
  const notifications: OrderNotification[] = [];

  it('linkAddress, getAddress, listAddresses', async () => {
    const linked = await client.linkAddress({ profile: server.seed.profileId, address: wallet.address, chain: 'sepolia', signature: await wallet.signMessage(LINK_MESSAGE) });
    expect(linked).toMatchObject({ profile: server.seed.profileId, chain: 'sepolia', state: 'linked' });
    await client.linkAddress({ profile: server.seed.profileId, address: other.address, chain: 'sepolia', signature: await other.signMessage(LINK_MESSAGE), message: LINK_MESSAGE });
    const got = await client.getAddress(wallet.address);
    expect(got.address.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(got.chains).toEqual(['sepolia']);
    const list = await client.listAddresses({ profile: server.seed.profileId, chain: 'sepolia' });
    expect(list.map((a) => a.address.toLowerCase())).toEqual(expect.arrayContaining([wallet.address.toLowerCase(), other.address.toLowerCase()]));
  });

  it('listPendingSignatures: a link signed onchain (0x) waits there until confirmed', async () => {
    const safe = Wallet.createRandom().address;
    const pending = await client.linkAddress({ profile: server.seed.profileId, address: safe, chain: 'sepolia', signature: '0x' });
    expect(pending.state).toBe('pending');
    const listed = await client.listPendingSignatures({ kind: 'linkAddress', profile: server.seed.profileId });
    expect(listed.total).toBe(1);
    expect(listed.pending[0]).toMatchObject({ kind: 'linkAddress', chain: 'sepolia', address: safe });
    expect((await client.listPendingSignatures({ kind: 'order' })).total).toBe(0);
  });

  it('requestIban (202, empty body), then 304 once the profile has one; listIbans, getIban', async () => {
    expect(await client.requestIban({ address: wallet.address, chain: 'sepolia' })).toMatchObject({ status: 202 });
    await settle();
    [iban] = (await client.listIbans({ profile: server.seed.profileId })) as [IBAN];
    expect(iban).toMatchObject({ profile: server.seed.profileId, chain: 'sepolia', state: 'approved' });
    expect(iban.address.toLowerCase()).toBe(wallet.address.toLowerCase());
    const spaced = iban.iban.replace(/(.{4})/g, '$1 ').trim().toLowerCase();
    expect((await client.getIban(spaced)).iban).toBe(iban.iban);
    expect(await client.requestIban({ address: wallet.address, chain: 'sepolia' })).toMatchObject({ status: 304 });
  });

  it('createWebhook (the endpoint got a signed test notification), listWebhooks, updateWebhook', async () => {
    subscription = await client.createWebhook({ url: receiver.url, secret: SECRET, types: ['order.created', 'order.updated'] });
    expect(subscription).toMatchObject({ url: receiver.url, state: 'active', types: ['order.created', 'order.updated'] });
    const test = receiver.of('subscription.created').at(-1)!;
    expect(await verifyWebhook(test.body, test.headers, SECRET, { now: server.clock.now() })).toBe(true);
    expect(await verifyWebhook(test.body, test.headers, SECRET, { now: new Date(server.clock.now().getTime() + 301_000) })).toBe(false);
    expect((await client.listWebhooks()).map((s) => s.id)).toContain(subscription.id);
    expect(await client.updateWebhook(subscription.id, { state: 'inactive' })).toMatchObject({ state: 'inactive' });
    expect(await client.updateWebhook(subscription.id, { state: 'active' })).toMatchObject({ state: 'active' });
  });

  it('a simulated payment (raw client) mints tokens: getBalances for one or several currencies', async () => {
    const { data, response } = await client.raw.POST('/sandbox/payments', { body: { iban: iban.iban, amount: '200.00', senderName: 'Jane Doe' } });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ kind: 'issue', amount: '200.00', state: 'processed' });
    expect(await client.getBalances(wallet.address, 'sepolia')).toMatchObject({ chain: 'sepolia', balances: [{ currency: 'eur', amount: '200.00' }] });
    const several = await client.getBalances(wallet.address, 'sepolia', ['usd', 'eur']);
    expect(several.balances).toEqual([
      { currency: 'usd', amount: '0.00' },
      { currency: 'eur', amount: '200.00' },
    ]);
  });

  it('subscribeOrderNotifications, placeOrder (signed placeOrderMessage), getOrder, listOrders', async () => {
    const stream = client.subscribeOrderNotifications((n) => notifications.push(n));
    await stream.ready;
    const counterpartIban = 'DE89370400440532013000';
    const message = placeOrderMessage({ amount: '40.00', currency: 'eur', iban: counterpartIban, shorten: true, date: server.clock.now() });
    expect(message).toContain(`to ${shortenIban(counterpartIban)} at `);
    const placed = await client.placeOrder({
      address: wallet.address,
      chain: 'sepolia',
      currency: 'eur',
      amount: '40.00',
      counterpart: { identifier: { standard: 'iban', iban: counterpartIban }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
      message,
      signature: await wallet.signMessage(message),
      memo: 'Invoice 2026-118',
      referenceNumber: 'RF18539007547034',
    });
    if ('code' in placed) throw new Error('an order signed by an EOA is answered with the order itself');
    order = placed;
    expect(order).toMatchObject({ kind: 'redeem', amount: '40.00', state: 'placed', memo: 'Invoice 2026-118', referenceNumber: 'RF18539007547034' });
    const created = await until(() => notifications.find((n) => n.type === 'order.created' && n.data.id === order.id), 'order.created over the WebSocket');
    expect(created.data.kind).toBe('redeem');
    expect(await client.getOrder(order.id)).toMatchObject({ id: order.id, kind: 'redeem' });
    const mine = await client.listOrders({ address: wallet.address });
    expect(mine.map((o) => o.id)).toContain(order.id);
    expect(mine.some((o) => o.kind === 'issue')).toBe(true);
    expect((await client.listOrders({ memo: 'Invoice 2026-118' })).map((o) => o.id)).toEqual([order.id]);
  });

  it('the order is processed: order.updated over the WebSocket and as a verified webhook; listWebhookDeliveries, resendWebhookDelivery', async () => {
    await settle();
    await settle();
    const updated = await until(() => notifications.find((n) => n.type === 'order.updated' && n.data.id === order.id), 'order.updated over the WebSocket');
    expect(['processed', 'rejected']).toContain(updated.data.state);
    expect((await client.listOrders({ state: updated.data.state as 'processed' })).map((o) => o.id)).toContain(order.id);

    const delivered = receiver.of('order.created').find((r) => JSON.parse(r.body).data.id === order.id)!;
    expect(delivered).toBeDefined();
    expect(await verifyWebhook(delivered.body, delivered.headers, SECRET, { now: server.clock.now() })).toBe(true);
    const deliveries = await client.listWebhookDeliveries(subscription.id);
    expect(deliveries.length).toBeGreaterThan(0);
    const delivery = deliveries.find((d) => d.webhookId === delivered.headers['webhook-id'])!;
    expect(delivery.state).toBe('delivered');
    const resent = await client.resendWebhookDelivery(subscription.id, delivery.id);
    expect(resent).toMatchObject({ id: delivery.id, webhookId: delivery.webhookId });
    expect(await client.listWebhookDeliveries(subscription.id, { state: 'failed' })).toEqual([]);
  });

  it('moveIban to another linked address', async () => {
    const moved = await client.moveIban(iban.iban, { address: other.address, chain: 'sepolia' });
    expect(moved.address.toLowerCase()).toBe(other.address.toLowerCase());
  });

  it('the stream reconnects with a refreshed token when the server closes it (4401: the token expired)', async () => {
    const tokens: string[] = [];
    class Recording extends WebSocket {
      constructor(url: string) {
        super(url);
        tokens.push(new URL(url).searchParams.get('access_token')!);
      }
    }
    const counted = countingFetch();
    const own = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.clientId, clientSecret: server.seed.clientSecret, WebSocket: Recording, fetch: counted.fetch });
    const seen: OrderNotification[] = [];
    const stream = own.subscribeOrderNotifications((n) => seen.push(n), { profile: server.seed.profileId });
    await stream.ready;
    server.clock.advance(3_601_000); // the server's periodic check (every 5 s) now finds the token expired
    await until(() => (tokens.length >= 2 ? true : undefined), 'a reconnection', 15_000);
    expect(tokens[1]).not.toBe(tokens[0]);
    expect(counted.log.filter((l) => l.grant).map((l) => l.grant)).toEqual(['client_credentials', 'refresh_token']);
    await new Promise((r) => setTimeout(r, 500)); // the new socket opens
    await own.raw.POST('/sandbox/payments', { body: { iban: iban.iban, amount: '2.00' } });
    await until(() => seen.find((n) => n.type === 'order.created' && n.data.amount === '2.00'), 'a notification after reconnecting');
    stream.unsubscribe();
  });

  it('unsubscribe closes the stream: no more notifications', async () => {
    client.unsubscribeOrderNotifications();
    const count = notifications.length;
    await client.raw.POST('/sandbox/payments', { body: { iban: iban.iban, amount: '1.00' } });
    await new Promise((r) => setTimeout(r, 600));
    expect(notifications).toHaveLength(count);
  });
});
