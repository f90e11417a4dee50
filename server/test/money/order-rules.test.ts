import { randomUUID } from 'node:crypto';
import { Wallet } from 'ethers';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import {
  as,
  balance,
  expectSoundLedger,
  fundedCustomer,
  minuteUtc,
  minuteWithOffset,
  PAYEE_IBAN,
  redeemBody,
  runJobsAfter,
  type Customer,
} from './money-support.js';

let server: TestServer;
let customer: Customer & { iban: string };
beforeAll(async () => {
  server = await startTestServer();
  customer = await fundedCustomer(server, '100000');
});
afterEach(async () => {
  await expectSoundLedger(server);
});
afterAll(async () => {
  await server?.close();
});

const place = (body: object) => as(server, customer.token).post('/orders', body);

describe('the signed message', () => {
  it('accepts the full IBAN, upper case without spaces', async () => {
    const res = await place(await redeemBody(server, customer, { amount: '10.00' }));
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('placed');
  });

  it('keeps a referenceNumber (0 to 35 characters) on the order and its webhooks; refuses a longer one', async () => {
    const body = await redeemBody(server, customer, { amount: '1.00' });
    const res = await place({ ...body, referenceNumber: 'RF18539007547034' });
    expect(res.status).toBe(200);
    expect(res.body.referenceNumber).toBe('RF18539007547034');
    expect((await as(server, customer.token).get(`/orders/${res.body.id}`)).body.referenceNumber).toBe('RF18539007547034');
    const created = await server.ctx.db.selectFrom('events').select('data').where('type', '=', 'order.created').execute();
    expect(created.some((e) => (e.data as { id?: string; referenceNumber?: string }).referenceNumber === 'RF18539007547034')).toBe(true);
    const tooLong = await place({ ...(await redeemBody(server, customer, { amount: '1.00' })), referenceNumber: 'R'.repeat(36) });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors)).toEqual(['referenceNumber']);
  });

  it('accepts the IBAN shortened to first four ... last four', async () => {
    const res = await place(await redeemBody(server, customer, { to: 'DE89...3000' }));
    expect(res.status).toBe(200);
  });

  it('refuses a shortened IBAN that is not the counterpart’s', async () => {
    const res = await place(await redeemBody(server, customer, { to: 'DE89...3001' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toMatch(/not to the counterpart's IBAN/);
  });

  it('refuses another IBAN than the counterpart’s', async () => {
    const res = await place(await redeemBody(server, customer, { to: 'GB82WEST12345698765432' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toMatch(/not to the counterpart's IBAN/);
  });

  it('accepts the counterpart IBAN given with spaces and in lower case, stored without', async () => {
    const res = await place(await redeemBody(server, customer, { iban: 'de89 3704 0044 0532 0130 00', to: PAYEE_IBAN }));
    expect(res.status).toBe(200);
    expect(res.body.counterpart.identifier.iban).toBe(PAYEE_IBAN);
  });

  it('refuses a counterpart IBAN with wrong check digits', async () => {
    const res = await place(await redeemBody(server, customer, { iban: 'DE88370400440532013000', to: 'DE88370400440532013000' }));
    expect(res.status).toBe(400);
    expect(res.body.errors['counterpart.identifier.iban']).toMatch(/not valid/);
  });

  it('refuses a wrong amount, compares amounts as values', async () => {
    const wrong = await place(await redeemBody(server, customer, { amount: '10.00', message: `Send EUR 11.00 to ${PAYEE_IBAN} at ${minuteUtc(server.clock.now())}` }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.message).toMatch(/sends 11.00 but the order's amount is 10.00/);
    const same = await place(await redeemBody(server, customer, { amount: '10.00', message: `Send EUR 10 to ${PAYEE_IBAN} at ${minuteUtc(server.clock.now())}` }));
    expect(same.status).toBe(200);
    expect(same.body.amount).toBe('10.00');
  });

  it('refuses a wrong currency', async () => {
    const res = await place(await redeemBody(server, customer, { message: `Send GBP 10.00 to ${PAYEE_IBAN} at ${minuteUtc(server.clock.now())}` }));
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toMatch(/sends GBP but the order is in EUR/);
  });

  it('refuses a timestamp more than 5 minutes old, accepts exactly 5 minutes', async () => {
    const now = server.clock.now();
    const stale = await place(await redeemBody(server, customer, { at: minuteUtc(new Date(now.getTime() - 6 * 60_000)) }));
    expect(stale.status).toBe(400);
    expect(stale.body.errors.message).toMatch(/more than 5 minutes old/);
    // On a minute boundary, a message of 5 minutes before is exactly 5 minutes old.
    const boundary = Math.ceil((now.getTime() + 1) / 60_000) * 60_000;
    server.clock.set(new Date(boundary));
    const edge = new Date(boundary - 5 * 60_000);
    const fiveMinutes = await place(await redeemBody(server, customer, { at: minuteUtc(edge) }));
    expect(fiveMinutes.status).toBe(200);
  });

  it('accepts a timestamp in the future, and seconds', async () => {
    const future = await place(await redeemBody(server, customer, { at: minuteUtc(new Date(server.clock.now().getTime() + 3600_000)) }));
    expect(future.status).toBe(200);
    const seconds = await place(await redeemBody(server, customer, { at: server.clock.now().toISOString().replace(/\.\d+Z$/, 'Z') }));
    expect(seconds.status).toBe(200);
  });

  it('accepts any offset, judging the instant it names', async () => {
    const now = server.clock.now();
    const plus = await place(await redeemBody(server, customer, { at: minuteWithOffset(now, 120) }));
    expect(plus.status).toBe(200);
    const minus = await place(await redeemBody(server, customer, { at: minuteWithOffset(now, -330) }));
    expect(minus.status).toBe(200);
    // The same wall-clock text with +02:00 is two hours in the past.
    const stale = await place(await redeemBody(server, customer, { at: `${minuteUtc(now).slice(0, -1)}+02:00` }));
    expect(stale.status).toBe(400);
    expect(stale.body.errors.message).toMatch(/more than 5 minutes old/);
  });

  it('refuses a day that does not exist', async () => {
    const res = await place(await redeemBody(server, customer, { at: '2099-02-30T10:00Z' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toMatch(/not an RFC 3339 date-time/);
  });

  it('refuses a message that breaks the contract’s form (lower-case currency)', async () => {
    const res = await place(await redeemBody(server, customer, { message: `Send eur 10.00 to ${PAYEE_IBAN} at ${minuteUtc(server.clock.now())}` }));
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toBeDefined();
  });

  it('refuses a signature by another wallet, and a tampered one', async () => {
    const other = await place(await redeemBody(server, customer, { signer: Wallet.createRandom() as unknown as Wallet }));
    expect(other.status).toBe(400);
    expect(other.body.errors.signature).toMatch(/not the address's signature/);
    const body = await redeemBody(server, customer);
    const flipped = body.signature.slice(0, 10) + (body.signature[10] === 'a' ? 'b' : 'a') + body.signature.slice(11);
    expect((await place({ ...body, signature: flipped })).status).toBe(400);
  });

  it('cross-chain: Send {CUR} {amount} to {address} on {chain} at {timestamp}', async () => {
    const target = Wallet.createRandom().address;
    const res = await place(await redeemBody(server, customer, { amount: '25', crossChain: { address: target, chain: 'chiado' } }));
    expect(res.status).toBe(200);
    expect(res.body.counterpart).toEqual({ identifier: { standard: 'chain', address: target, chain: 'chiado' }, details: {} });
    // Another chain in the message than in the counterpart.
    const wrong = await place(
      await redeemBody(server, customer, { crossChain: { address: target, chain: 'chiado' }, to: `${target} on amoy` }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.message).toMatch(/not to the counterpart's/);
    // The IBAN form for a cross-chain counterpart.
    const form = await place(await redeemBody(server, customer, { crossChain: { address: target, chain: 'chiado' }, to: PAYEE_IBAN }));
    expect(form.status).toBe(400);
    // Cross-chain to the same chain is no cross-chain.
    const same = await place(await redeemBody(server, customer, { crossChain: { address: target, chain: 'sepolia' } }));
    expect(same.status).toBe(400);
    expect(same.body.errors['counterpart.identifier.chain']).toBeDefined();
    // Processed: burned on sepolia, minted on chiado, one balanced posting.
    const before = await balance(server, customer);
    expect((await as(server, customer.token).post(`/sandbox/orders/${res.body.id}`, { state: 'processed' })).body.state).toBe('processed');
    expect(Number(before) - Number(await balance(server, customer))).toBe(25);
    const minted = await server.ctx.db
      .selectFrom('ledger_accounts')
      .innerJoin('ledger_entries', 'ledger_entries.account_id', 'ledger_accounts.id')
      .select(['ledger_entries.amount'])
      .where('ledger_accounts.kind', '=', 'holder')
      .where('ledger_accounts.chain', '=', 'chiado')
      .where('ledger_accounts.address', '=', target.toLowerCase())
      .execute();
    expect(minted.map((m) => m.amount)).toEqual(['25.00']);
    const order = (await as(server, customer.token).get(`/orders/${res.body.id}`)).body;
    expect(order.meta.txHashes).toHaveLength(2);
  });
});

describe('the order’s other rules', () => {
  it('only redeem orders can be placed', async () => {
    const res = await place({ ...(await redeemBody(server, customer)), kind: 'issue' });
    expect(res.status).toBe(400);
    expect(res.body.errors.kind).toBeDefined();
  });

  it('amount: more than zero, at most two decimals', async () => {
    expect((await place(await redeemBody(server, customer, { amount: '0.00' }))).status).toBe(400);
    expect((await place(await redeemBody(server, customer, { amount: '0' }))).status).toBe(400);
    expect((await place(await redeemBody(server, customer, { amount: '1.005' }))).status).toBe(400);
    expect((await place(await redeemBody(server, customer, { amount: '0.01' }))).status).toBe(200);
  });

  it('memo: 5 to 140 characters', async () => {
    expect((await place(await redeemBody(server, customer, { memo: 'abcd' }))).status).toBe(400);
    expect((await place(await redeemBody(server, customer, { memo: 'x'.repeat(141) }))).status).toBe(400);
    expect((await place(await redeemBody(server, customer, { memo: 'abcde' }))).status).toBe(200);
    expect((await place(await redeemBody(server, customer, { memo: 'x'.repeat(140) }))).status).toBe(200);
  });

  it('counterpart: an individual with names of 2 characters or more, or a corporation', async () => {
    const body = await redeemBody(server, customer);
    const short = await place({ ...body, counterpart: { ...body.counterpart, details: { firstName: 'H', lastName: 'Schmidt', country: 'DE' } } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toBeDefined();
    const company = await place({ ...body, counterpart: { ...body.counterpart, details: { companyName: 'Acme GmbH', country: 'DE' } } });
    expect(company.status).toBe(200);
    expect(company.body.counterpart.details).toEqual({ companyName: 'Acme GmbH', country: 'DE' });
  });

  it('15,000 EUR or more needs a supporting document of this profile', async () => {
    const missing = await place(await redeemBody(server, customer, { amount: '15000' }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors.supportingDocumentId).toBeDefined();
    expect((await place(await redeemBody(server, customer, { amount: '14999.99' }))).status).toBe(200);
    const unknown = await place(await redeemBody(server, customer, { amount: '15000', supportingDocumentId: randomUUID() }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.supportingDocumentId).toMatch(/No file/);

    const upload = await request(server.url)
      .post('/files')
      .set('Authorization', `Bearer ${customer.token}`)
      .attach('file', Buffer.from('%PDF-1.4\n% invoice\n%%EOF\n'), { filename: 'invoice.pdf', contentType: 'application/pdf' });
    expect(upload.status).toBe(201);
    const ok = await place(await redeemBody(server, customer, { amount: '15000', supportingDocumentId: upload.body.id }));
    expect(ok.status).toBe(200);
    expect(ok.body.meta.supportingDocumentId).toBe(upload.body.id);

    // Another profile's file does not count.
    const stranger = await fundedCustomer(server, '20000');
    const theirs = await as(server, stranger.token).post('/orders', await redeemBody(server, stranger, { amount: '15000', supportingDocumentId: upload.body.id }));
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors.supportingDocumentId).toMatch(/No file/);
  });

  it('other currencies need a supporting document from their fixed equivalent (GBP 13,000)', async () => {
    const res = await place(await redeemBody(server, customer, { amount: '13000', currency: 'gbp' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.supportingDocumentId).toMatch(/13000.00 GBP/);
  });

  it('is rejected at once when the balance cannot cover it', async () => {
    const poor = await fundedCustomer(server, '5');
    const res = await as(server, poor.token).post('/orders', await redeemBody(server, poor, { amount: '5.01' }));
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('rejected');
    expect(res.body.meta).toEqual({ placedAt: server.clock.now().toISOString(), rejectedReason: 'Insufficient balance' });
    // A currency never held is a zero balance.
    const gbp = await as(server, poor.token).post('/orders', await redeemBody(server, poor, { amount: '1', currency: 'gbp' }));
    expect(gbp.body.state).toBe('rejected');
    expect(await balance(server, poor)).toBe('5.00');
  });

  it('the address must be linked on the order’s chain', async () => {
    const body = await redeemBody(server, customer);
    const res = await place({ ...body, chain: 'amoy' });
    expect(res.status).toBe(404);
  });
});

describe('idempotent placing by id', () => {
  it('same id and body: the same order; same id, other body: 409', async () => {
    const body = await redeemBody(server, customer, { amount: '12.34' });
    const first = await place(body);
    expect(first.status).toBe(200);
    const again = await place(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Even after the message went stale, and after the order moved on.
    await runJobsAfter(server, 10 * 60_000);
    const later = await place(body);
    expect(later.status).toBe(200);
    expect(later.body.id).toBe(body.id);
    expect(later.body.state).toBe('processed');

    const other = await place({ ...(await redeemBody(server, customer, { amount: '12.35' })), id: body.id });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'conflict', status: 409 });
    const orders = (await as(server, customer.token).get('/orders')).body.orders as { id: string }[];
    expect(orders.filter((o) => o.id === body.id)).toHaveLength(1);
  });

  it('the same id placed twice at once makes one order', async () => {
    const body = await redeemBody(server, customer, { amount: '3.21' });
    const [a, b] = await Promise.all([place(body), place(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBe(b.body.id);
    const rows = await server.ctx.db.selectFrom('orders').select('id').where('id', '=', body.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('one id placed at once by two different orders: one order, the other 409, and only its event', async () => {
    const id = randomUUID();
    const bodies = [await redeemBody(server, customer, { amount: '2.34', id }), await redeemBody(server, customer, { amount: '4.32', id })];
    // Neither finds the id taken until it writes the order, so the database's key decides between them.
    const answers = await Promise.all(bodies.map((body) => place(body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!;
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'conflict', status: 409 });
    const rows = await server.ctx.db.selectFrom('orders').select('amount').where('id', '=', id).execute();
    expect(rows.map((r) => r.amount)).toEqual([won.body.amount]);
    const created = await server.ctx.db.selectFrom('events').select('data').where('type', '=', 'order.created').execute();
    expect(created.filter((e) => (e.data as { id: string }).id === id)).toHaveLength(1);
    const jobs = await server.ctx.db.selectFrom('jobs').select('kind').where(sql<boolean>`payload->>'orderId' = ${id}`).execute();
    expect(jobs.map((j) => j.kind).sort()).toEqual(['money.order.settle', 'money.order.start']);
  });

  it('without an id, each newly signed message is a new order (the same signature again is 409)', async () => {
    const { id: _a, ...first } = await redeemBody(server, customer, { amount: '1.11' });
    const { id: _b, ...second } = await redeemBody(server, customer, { amount: '1.11' });
    const a = await place(first);
    const b = await place(second);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.id).not.toBe(b.body.id);
    expect((await place(first)).status).toBe(409);
  });
});

describe('decisions', () => {
  it('the simulator rejects a pending order; final orders cannot be decided again', async () => {
    const body = await redeemBody(server, customer, { amount: '7' });
    await place(body);
    await server.jobs.runDue();
    const rejected = await as(server, customer.token).post(`/sandbox/orders/${body.id}`, { state: 'rejected', reason: 'Counterpart bank unreachable' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.state).toBe('rejected');
    expect(rejected.body.meta.rejectedReason).toBe('Counterpart bank unreachable');
    expect(rejected.body.meta.processedAt).toBeUndefined();
    expect((await as(server, customer.token).post(`/sandbox/orders/${body.id}`, { state: 'processed' })).status).toBe(409);
    // The automatic processing leaves it rejected.
    await runJobsAfter(server, server.ctx.config.sandbox.orderDelayMs);
    expect((await as(server, customer.token).get(`/orders/${body.id}`)).body.state).toBe('rejected');
  });

  it('issue orders cannot be decided; a reason goes only with a rejection', async () => {
    const issue = (await as(server, customer.token).get('/orders')).body.orders.find((o: { kind: string }) => o.kind === 'issue');
    expect((await as(server, customer.token).post(`/sandbox/orders/${issue.id}`, { state: 'rejected' })).status).toBe(409);
    const body = await redeemBody(server, customer, { amount: '1' });
    await place(body);
    expect((await as(server, customer.token).post(`/sandbox/orders/${body.id}`, { state: 'processed', reason: 'x' })).status).toBe(400);
  });

  // Last in the file: it moves the clock 5 days on (past the customer's token; the partner's is fresh).
  it('an onchain (0x) signature keeps the order placed, then rejects it after 5 days', async () => {
    const body = await redeemBody(server, customer, { amount: '2' });
    const res = await place({ ...body, signature: '0x' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ code: 202, status: 'Accepted' });
    await runJobsAfter(server, 24 * 3600_000);
    const stateNow = async () => (await as(server, await clientCredentialsToken(server)).get(`/orders/${body.id}`)).body.state;
    expect(await stateNow()).toBe('placed');
    for (let day = 0; day < 3; day++) await runJobsAfter(server, 24 * 3600_000);
    expect(await stateNow()).toBe('placed');
    await runJobsAfter(server, 24 * 3600_000);
    const expired = (await as(server, await clientCredentialsToken(server)).get(`/orders/${body.id}`)).body;
    expect(expired.state).toBe('rejected');
    expect(expired.meta.rejectedReason).toMatch(/not confirmed within 5 days/);
  });
});
