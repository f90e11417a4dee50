/**
 * Real server processes on one PostgreSQL database: SIGTERM drains a process (in-flight request,
 * claimed job, WebSockets closed with 1012, exit 0, within EMONEY_SHUTDOWN_TIMEOUT_MS), and
 * EMONEY_ROLE splits the API from the job queue. PostgreSQL only: PGlite is in-process.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { seededDatabase, startServerProcess, until, type SeededDatabase } from '@emoney/test-support/server-process';
import { toJson } from '../../src/db/json.js';
import { emitEvent } from '../../src/features/events/events.repository.js';
import type { SandboxSeed } from '../../src/features/sandbox/sandbox-seed.js';
import { TEST_DATABASE } from '../support/test-db.js';
import { parsePrometheusText, samplesOf } from './prometheus-text.js';

const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A webhook receiver that holds each request `holdMs` before answering 200. */
async function slowReceiver(holdMs: number): Promise<{ url: string; received: IncomingMessage[] }> {
  const received: IncomingMessage[] = [];
  const server: Server = createServer((req, res) => {
    received.push(req);
    req.resume();
    const timer = setTimeout(() => res.writeHead(200).end('ok'), holdMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}

/** A migrated, seeded database with a subscription to `receiverUrl` and one event waiting for delivery. */
async function prepare(receiverUrl: string): Promise<SeededDatabase> {
  const database = await seededDatabase(cleanups);
  const { ctx, seed } = database;
  const now = new Date();
  await ctx.db
    .insertInto('webhook_subscriptions')
    .values({ id: randomUUID(), partner_id: seed.partnerId, url: receiverUrl, secret: SECRET, types: toJson(['order.updated']), state: 'active', created_at: now, updated_at: now })
    .execute();
  await ctx.db.transaction().execute((trx) => emitEvent(trx, { type: 'order.updated', profileId: seed.profileId, data: { id: randomUUID() }, now }));
  return database;
}

async function token(port: number, seed: SandboxSeed): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: seed.clientId, client_secret: seed.clientSecret }),
  });
  if (res.status !== 200) throw new Error(`token: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe.runIf(TEST_DATABASE === 'postgres')('SIGTERM', () => {
  it('stops accepting, finishes the in-flight request and the claimed job, closes WebSockets with 1012, exits 0', async () => {
    const receiver = await slowReceiver(1500);
    const { url, ctx, seed } = await prepare(receiver.url);
    const server = await startServerProcess(url, { EMONEY_SHUTDOWN_TIMEOUT_MS: '15000' }, cleanups);
    const port = server.port!;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/orders?access_token=${await token(port, seed)}`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    // The delivery job is claimed and its receiver is holding the request.
    await until(() => receiver.received.length === 1, 60_000, 'the webhook attempt');
    // A request in flight: headers sent, body not yet.
    const body = 'grant_type=client_credentials&client_id=nobody&client_secret=wrong';
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(`POST /auth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await closed).toBe(1012);
    // No new connection is accepted.
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    // The in-flight request is answered in full.
    socket.write(body.slice(10));
    await until(() => /\r\n\r\n\{.*\}$/s.test(answer), 10_000, 'the in-flight answer');
    // (`nobody` is not a UUID: the contract's 400, with the error body.)
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"validation_error"');

    const { code } = await server.exited;
    expect(code).toBe(0);
    // It waited for the receiver (held 1.5 s), well within the bound.
    expect(Date.now() - signalled).toBeLessThan(15_000);
    // The claimed delivery finished and was recorded once; its job is gone.
    const deliveries = await ctx.db.selectFrom('webhook_deliveries').select(['id', 'state']).execute();
    expect(deliveries.map((d) => d.state)).toEqual(['delivered']);
    expect(await ctx.db.selectFrom('webhook_attempts').select('id').execute()).toHaveLength(1);
    expect(await ctx.db.selectFrom('jobs').select('kind').where('kind', '=', 'webhooks.deliver').execute()).toEqual([]);
    expect(server.logs.some((line) => line.msg === 'shut down' && line.outcome === 'finished')).toBe(true);
  }, 120_000);

  it('exits 0 after EMONEY_SHUTDOWN_TIMEOUT_MS when a claimed job does not finish, leaving it to be taken over', async () => {
    const receiver = await slowReceiver(60_000);
    const { url, ctx } = await prepare(receiver.url);
    const server = await startServerProcess(url, { EMONEY_SHUTDOWN_TIMEOUT_MS: '1000' }, cleanups);
    await until(() => receiver.received.length === 1, 60_000, 'the webhook attempt');
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(server.logs.some((line) => line.msg === 'shut down' && line.outcome === 'timed out')).toBe(true);
    // Still claimed (its lease runs out later), not lost.
    const [job] = await ctx.db.selectFrom('jobs').select(['kind', 'locked_until']).where('kind', '=', 'webhooks.deliver').execute();
    expect(job?.locked_until).not.toBeNull();
  }, 120_000);
});

describe.runIf(TEST_DATABASE === 'postgres')('EMONEY_ROLE', () => {
  it('api serves HTTP without running jobs; a worker runs them and serves only /health, /ready and /metrics', async () => {
    const receiver = await slowReceiver(0);
    const { url } = await prepare(receiver.url);
    const api = await startServerProcess(url, { EMONEY_ROLE: 'api' }, cleanups);
    const base = `http://127.0.0.1:${api.port!}`;
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${base}/`)).status).toBe(200);
    // The api process leaves the waiting delivery alone.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received).toHaveLength(0);

    const worker = await startServerProcess(url, { EMONEY_ROLE: 'worker', EMONEY_OPS_PORT: '0' }, cleanups);
    await until(() => receiver.received.length === 1, 60_000, 'the worker’s delivery');
    const ops = `http://127.0.0.1:${worker.opsPort!}`;
    expect(await (await fetch(`${ops}/health`)).json()).toEqual({ status: 'ok', role: 'worker' });
    expect((await fetch(`${ops}/ready`)).status).toBe(200);
    const notApi = await fetch(`${ops}/orders`);
    expect(notApi.status).toBe(404);
    expect(await notApi.json()).toMatchObject({ code: 'not_found', status: 404 });
    expect(worker.logs.some((line) => line.msg === 'emoney API listening')).toBe(false);
    await until(
      async () => samplesOf(parsePrometheusText(await (await fetch(`${ops}/metrics`)).text()), 'emoney_webhook_attempts_total', { outcome: 'delivered', role: 'worker' })[0]?.value === 1,
      10_000,
      'the worker’s delivery metric',
    );
  }, 120_000);
});
