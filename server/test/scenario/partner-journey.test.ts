/**
 * The issue-4 scenario as a partner integrates it, over HTTP with the partner's client
 * credentials, and every webhook it causes checked by an independent verifier:
 * signup → details/form/verifications → approved → link address → IBAN → simulated payment of
 * 100 EUR → balance 100 → redeem 40 signed → processed → balance 60 → ledger sums to zero.
 */
import { Wallet } from 'ethers';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { expectSoundLedger, minuteUtc, PAYEE_IBAN } from '../money/money-support.js';
import { api, PDF, personalDetails, personalForm } from '../profiles/helpers.js';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

const SECRET = `whsec_${Buffer.alloc(40, 5).toString('base64')}`;
let server: TestServer;
let receiver: Receiver;
beforeAll(async () => {
  server = await startTestServer();
  receiver = await new Receiver().start();
});
afterAll(async () => {
  await receiver?.stop();
  await server?.close();
});

function verified(r: { headers: Record<string, unknown>; body: string }) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(server.clock.now());
  try {
    return new Webhook(SECRET.slice('whsec_'.length)).verify(r.body, r.headers as Record<string, string>) as { type: string; timestamp: string; data: Record<string, unknown> };
  } finally {
    vi.useRealTimers();
  }
}

describe('a partner onboards a customer and moves money', () => {
  it('runs the whole journey and announces each step by webhook', async () => {
    const partner = api(server, await clientCredentialsToken(server));
    const subscribed = await partner.post('/webhooks', { url: receiver.url, secret: SECRET, types: ['profile.updated', 'iban.updated', 'order.created', 'order.updated'] });
    expect(subscribed.status).toBe(201);

    // Signup and KYC (sharing model: details, form and verifications).
    const signup = await partner.post('/auth/signup', { email: `journey-${Date.now()}@example.org` });
    expect(signup.status).toBe(201);
    const profile = signup.body.profile as string;
    expect((await partner.put(`/profiles/${profile}/details`, { personal: personalDetails({ firstName: 'Ada', lastName: 'Lovelace' }) })).status).toBe(202);
    expect((await partner.put(`/profiles/${profile}/form`, { personal: personalForm() })).status).toBe(202);
    const file = await partner.upload(`/files?profile=${profile}`, PDF, 'passport.pdf');
    expect(file.status).toBe(201);
    const verifications = { personal: [{ kind: 'idDocument', documents: [{ name: 'Passport', side: 'front', fileId: file.body.id }] }] };
    expect((await partner.put(`/profiles/${profile}/verifications`, verifications)).status).toBe(202);
    expect((await partner.get(`/profiles/${profile}`)).body.state).toBe('pending');
    server.clock.advance(server.ctx.config.sandbox.kycDelayMs);
    await server.jobs.runDue();
    expect((await partner.get(`/profiles/${profile}`)).body).toMatchObject({ id: profile, state: 'approved', name: 'Ada Lovelace' });

    // A wallet, linked with its signature of the link message.
    const wallet = Wallet.createRandom();
    const link = await partner.post('/addresses', { profile, address: wallet.address, chain: 'sepolia', message: LINK_MESSAGE, signature: await wallet.signMessage(LINK_MESSAGE) });
    expect(link.status).toBe(201);

    // An IBAN, provisioned asynchronously.
    expect((await partner.post('/ibans', { address: wallet.address, chain: 'sepolia' })).status).toBe(202);
    server.clock.advance(server.ctx.config.sandbox.ibanDelayMs);
    await server.jobs.runDue();
    const [iban] = (await partner.get(`/ibans?profile=${profile}`)).body.ibans;
    expect(iban).toMatchObject({ profile, state: 'approved', chain: 'sepolia' });

    // 100 EUR arrive and are minted.
    const payment = await partner.post('/sandbox/payments', { iban: iban.iban, amount: '100', currency: 'eur' });
    expect(payment.status).toBe(201);
    const balance = async () => (await partner.get(`/balances/sepolia/${wallet.address}?currency=eur`)).body.balances[0].amount;
    expect(await balance()).toBe('100.00');

    // Redeem 40 to a bank account, signed by the wallet.
    const message = `Send EUR 40 to ${PAYEE_IBAN} at ${minuteUtc(server.clock.now())}`;
    const order = await partner.post('/orders', {
      id: crypto.randomUUID(),
      kind: 'redeem',
      address: wallet.address,
      chain: 'sepolia',
      currency: 'eur',
      amount: '40',
      counterpart: { identifier: { standard: 'iban', iban: PAYEE_IBAN }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
      message,
      signature: await wallet.signMessage(message),
    });
    expect(order.status).toBe(200);
    server.clock.advance(server.ctx.config.sandbox.orderDelayMs);
    await server.jobs.runDue();
    expect((await partner.get(`/orders/${order.body.id}`)).body.state).toBe('processed');
    expect(await balance()).toBe('60.00');
    await expectSoundLedger(server);

    // Every step was announced and signed. Deliveries run side by side, so they may arrive out of
    // order: the envelope's timestamp (when the event happened) orders them.
    await server.jobs.runDue();
    const events = receiver.received
      .filter((r) => JSON.parse(r.body).type !== 'subscription.created')
      .map(verified)
      .sort((a, b) => Date.parse(String(a.timestamp)) - Date.parse(String(b.timestamp)));
    const profileEvents = events.filter((e) => e.type === 'profile.updated');
    // The details set the name (incomplete), the set completes (pending), the sandbox approves.
    expect(profileEvents.map((e) => e.data.state).sort()).toEqual(['approved', 'incomplete', 'pending']);
    expect(profileEvents.at(-1)!.data.state).toBe('approved');
    expect(events.filter((e) => e.type === 'iban.updated').map((e) => e.data.state)).toContain('approved');
    const ofOrder = (id: string) => events.filter((e) => e.type.startsWith('order.') && e.data.id === id).map((e) => `${e.type}:${e.data.state}`);
    // A payment is created and processed in the same instant: both events, either order.
    expect(ofOrder(payment.body.id).sort()).toEqual(['order.created:pending', 'order.updated:processed']);
    expect(ofOrder(order.body.id)[0]).toMatch(/^order\.created:/);
    expect(ofOrder(order.body.id).at(-1)).toBe('order.updated:processed');
  });
});
