/**
 * Two api processes and one worker on one PostgreSQL database. A WebSocket
 * client on api A receives an order placed and changed through api B and moved on by the worker
 * (LISTEN/NOTIFY wakes A; it loads the rows from the outbox). Then every LISTEN connection is
 * killed: A keeps serving (polling meanwhile), reconnects, and misses nothing.
 */
import { randomUUID } from 'node:crypto';
import { Wallet } from 'ethers';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { seededDatabase, startServerProcess, until } from '@emoney/test-support/server-process';
import { TEST_DATABASE } from '../support/test-db.js';

const LINK_MESSAGE = 'I hereby declare that I am the address owner.';
const PAYEE_IBAN = 'DE89370400440532013000';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe.runIf(TEST_DATABASE === 'postgres')('order notifications across processes', () => {
  it('a client on api A sees an order placed and changed through api B and processed by the worker, also after its listener dropped', async () => {
    const database = await seededDatabase(cleanups);
    const { ctx, seed } = database;
    const env = { EMONEY_SANDBOX_IBAN_DELAY_MS: '0', EMONEY_SANDBOX_ORDER_DELAY_MS: '4000', EMONEY_RATE_LIMIT_AUTH_PER_IP: '0' };
    const [apiA, apiB, worker] = await Promise.all([
      startServerProcess(database.url, { ...env, EMONEY_ROLE: 'api' }, cleanups),
      startServerProcess(database.url, { ...env, EMONEY_ROLE: 'api' }, cleanups),
      startServerProcess(database.url, { ...env, EMONEY_ROLE: 'worker' }, cleanups),
    ]);
    const b = `http://127.0.0.1:${apiB.port!}`;
    const tokenRes = await fetch(`${b}/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: seed.clientId, client_secret: seed.clientSecret }),
    });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const onB = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${b}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json().catch(() => undefined)) as Record<string, any> };
    };

    // The client, on api A.
    const frames: { id: string; kind: string; state: string }[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${apiA.port!}/orders?access_token=${token}`);
    ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as { id: string; kind: string; state: string }));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    cleanups.push(async () => ws.close());
    const seen = (id: string, state: string) => frames.some((f) => f.id === id && f.state === state);

    // Through api B: a wallet linked to the partner's profile, an IBAN (provisioned by the worker), a payment.
    const wallet = Wallet.createRandom();
    const linked = await onB('POST', '/addresses', { profile: seed.profileId, address: wallet.address, chain: 'sepolia', message: LINK_MESSAGE, signature: await wallet.signMessage(LINK_MESSAGE) });
    expect(linked.status, JSON.stringify(linked.body)).toBeLessThan(300);
    expect((await onB('POST', '/ibans', { address: wallet.address, chain: 'sepolia' })).status).toBe(202);
    let iban = '';
    await until(async () => {
      const list = await onB('GET', `/ibans?profile=${seed.profileId}`);
      iban = list.body.ibans?.find((i: { state: string }) => i.state === 'approved')?.iban ?? '';
      return iban !== '';
    }, 30_000, 'the worker to provision the IBAN');
    const payment = await onB('POST', '/sandbox/payments', { iban, amount: '50' });
    expect(payment.status).toBe(201);
    const mintId = payment.body.id as string;
    await until(() => seen(mintId, 'processed'), 10_000, 'the mint order on api A');

    // Two redeem orders placed through B: the worker processes the first when its delay is up
    // (EMONEY_SANDBOX_ORDER_DELAY_MS), B rejects the second before that.
    const place = async (amount: string, n: number) => {
      const at = `${new Date().toISOString().slice(0, 16)}:00.00000${n}Z`;
      const message = `Send EUR ${amount} to ${PAYEE_IBAN} at ${at}`;
      const id = randomUUID();
      const placed = await onB('POST', '/orders', {
        id,
        address: wallet.address,
        currency: 'eur',
        chain: 'sepolia',
        kind: 'redeem',
        amount,
        counterpart: { identifier: { standard: 'iban', iban: PAYEE_IBAN }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
        message,
        signature: await wallet.signMessage(message),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      return id;
    };
    const byWorker = await place('10.00', 1);
    const byB = await place('7.00', 2);
    expect((await onB('POST', `/sandbox/orders/${byB}`, { state: 'rejected' })).status).toBe(200);
    await until(() => seen(byB, 'rejected'), 10_000, 'the rejection through B on api A');
    await until(() => seen(byWorker, 'processed'), 20_000, 'the worker’s processing on api A');
    expect(frames.filter((f) => f.id === byB).map((f) => f.state)).toEqual(['placed', 'rejected']);
    expect(frames.filter((f) => f.id === byWorker).map((f) => f.state)).toEqual(['placed', 'processed']);
    // A only serves: the processing was the worker's (api processes run no jobs).
    // (Log lines reach stdout in batches, within LOG_FLUSH_MS: the worker's is waited for.)
    await until(() => worker.logs.some((line) => line.msg === 'redeem order settled' && line.order === byWorker), 5_000, 'the worker’s settle log line');
    expect(apiA.logs.some((line) => line.msg === 'redeem order settled')).toBe(false);
    expect(apiB.logs.some((line) => line.msg === 'redeem order settled')).toBe(false);

    // Every LISTEN connection is killed: A still delivers (it polls meanwhile) and reconnects.
    const listening = () => sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN emoney_events%'`.execute(ctx.db);
    await until(async () => (await listening()).rows.length >= 2, 10_000, 'both api processes to listen');
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN emoney_events%'`.execute(ctx.db);
    const second = await onB('POST', '/sandbox/payments', { iban, amount: '5' });
    expect(second.status).toBe(201);
    await until(() => seen(second.body.id as string, 'processed'), 10_000, 'the payment after the listener dropped');
    await until(() => apiA.logs.filter((line) => line.msg === 'event listener connected').length >= 2, 15_000, 'api A’s listener to reconnect');
    const third = await onB('POST', '/sandbox/payments', { iban, amount: '6' });
    await until(() => seen(third.body.id as string, 'processed'), 10_000, 'a payment after the reconnection');
  }, 240_000);
});
