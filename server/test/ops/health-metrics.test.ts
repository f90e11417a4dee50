import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/jobs/jobs.js';
import { emitEvent } from '../../src/features/events/events.repository.js';
import { logSink } from '../support/log-sink.js';
import { Receiver } from '../support/receiver.js';
import type { TestServer } from '../support/test-app.js';
import { TEST_DATABASE } from '../support/test-db.js';
import { serverWithToken } from '../support/server-with-token.js';
import { parsePrometheusText, samplesOf } from './prometheus-text.js';

const SECRET = `whsec_${Buffer.alloc(32, 5).toString('base64')}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every line the server logs. */
const log = logSink();

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await serverWithToken({ logLevel: 'info' }, { logDestination: log.sink }));
});
afterAll(() => server?.close());

const api = () => request(server.url);
const ops = () => request(server.opsUrl);

describe('GET /health and GET /ready', () => {
  it('answers alive, and ready while the database answers and has every migration', async () => {
    const health = await ops().get('/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', role: 'all' });
    const ready = await ops().get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', role: 'all' });
  });

  it('answers 503 with the error body and Retry-After when a migration is missing from the database', async () => {
    const [latest] = (await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(server.ctx.db)).rows;
    await sql`delete from kysely_migration where name = ${latest!.name}`.execute(server.ctx.db);
    try {
      const res = await ops().get('/ready').set('X-Request-Id', 'probe-1');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ code: 'internal_error', status: 503, message: expect.stringContaining(latest!.name), requestId: 'probe-1' });
      // The API's own port says only that it is not ready.
      const open = await api().get('/ready').set('X-Request-Id', 'probe-2');
      expect(open.status).toBe(503);
      expect(open.headers['retry-after']).toBe('5');
      expect(open.body).toEqual({ code: 'internal_error', status: 503, message: 'The server is not ready', requestId: 'probe-2' });
      // /health does not depend on the database.
      expect((await api().get('/health')).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${latest!.name}, ${latest!.timestamp})`.execute(server.ctx.db);
    }
    expect((await api().get('/ready')).status).toBe(200);
  });
});

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id: answer header, error body, and the log lines of the request', async () => {
    const id = `req-${randomUUID()}`;
    const res = await api().get('/nowhere').set('X-Request-Id', id);
    expect(res.status).toBe(404);
    expect(res.headers['x-request-id']).toBe(id);
    expect(res.body).toEqual({ code: 'not_found', status: 404, message: 'No such path: GET /nowhere', requestId: id });
    const lines = log.json().filter((line) => line.reqId === id);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('replaces an over-long or unsafe X-Request-Id with a fresh one', async () => {
    for (const bad of ['x'.repeat(129), 'two words', 'a"b', 'line\tbreak', '']) {
      const res = await api().get('/nowhere').set('X-Request-Id', bad);
      expect(res.headers['x-request-id'], JSON.stringify(bad)).toMatch(UUID);
      expect(res.body.requestId).toBe(res.headers['x-request-id']);
    }
    const none = await api().get('/');
    expect(none.headers['x-request-id']).toMatch(UUID);
  });

  it('tags what services log during the request (after the JSON body was read) with its id', async () => {
    const id = `clock-${randomUUID()}`;
    const res = await api().post('/sandbox/clock').set('Authorization', `Bearer ${token}`).set('X-Request-Id', id).send({ seconds: 1 });
    expect(res.status).toBeLessThan(300);
    const serviceLine = log.json().find((line) => line.msg === 'partner sandbox clock advanced' && line.reqId === id);
    expect(serviceLine, JSON.stringify(log.json().filter((l) => l.msg === 'partner sandbox clock advanced'))).toBeDefined();
    // The request's own line (pino-http) and the service's both carry it, each exactly once (no duplicate key from the mixin).
    const raw = log.lines.filter((line) => line.includes(id));
    expect(raw.length).toBeGreaterThanOrEqual(2);
    for (const line of raw) expect(line.split('"reqId"').length - 1, line).toBe(1);
  });
});

describe('GET /metrics', () => {
  it('serves the Prometheus text format: requests by operation and status with latency histograms, the job queue, webhook outcomes', async () => {
    // Traffic of known shapes.
    for (let i = 0; i < 3; i += 1) expect((await api().get('/')).status).toBe(200);
    expect((await api().get('/orders')).status).toBe(401);
    // A due job waiting 90 s, and one scheduled later.
    const now = server.clock.now();
    await enqueueJob(server.ctx.db, { kind: 'ops.test-due', payload: {}, runAt: new Date(now.getTime() - 90_000), partnerId: null });
    await enqueueJob(server.ctx.db, { kind: 'ops.test-due', payload: {}, runAt: new Date(now.getTime() + 3_600_000), partnerId: null });
    // One webhook delivered to a live receiver, one retried against a receiver answering 500.
    const receiver = await new Receiver().start();
    try {
      const sub = await api().post('/webhooks').set('Authorization', `Bearer ${token}`).send({ url: receiver.url, secret: SECRET, types: ['order.updated'] });
      expect(sub.status).toBe(201);
      const emit = () => server.ctx.db.transaction().execute((trx) => emitEvent(trx, { type: 'order.updated', profileId: server.seed.profileId, data: { id: randomUUID() }, now: server.clock.now() }));
      await emit();
      await server.jobs.runDue();
      receiver.respond = () => 500;
      await emit();
      await server.jobs.runDue();
    } finally {
      await receiver.stop();
    }

    const res = await ops().get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const scrape = parsePrometheusText(res.text);

    expect(scrape.types.get('emoney_http_requests_total')).toBe('counter');
    expect(scrape.types.get('emoney_http_request_duration_seconds')).toBe('histogram');
    const welcome = { operation: 'getWelcome', method: 'GET', status: '200' };
    expect(samplesOf(scrape, 'emoney_http_requests_total', welcome)[0]?.value).toBeGreaterThanOrEqual(3);
    expect(samplesOf(scrape, 'emoney_http_requests_total', { operation: 'listOrders', status: '401' })[0]?.value).toBe(1);
    expect(samplesOf(scrape, 'emoney_http_requests_total', { operation: 'unmatched', status: '404' })[0]?.value).toBeGreaterThanOrEqual(1);
    // The histogram is whole: cumulative buckets ending at +Inf, which equals _count and the counter.
    const buckets = samplesOf(scrape, 'emoney_http_request_duration_seconds_bucket', welcome);
    expect(buckets.length).toBeGreaterThan(5);
    for (let i = 1; i < buckets.length; i += 1) expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    const inf = buckets.find((b) => b.labels.le === '+Inf')!;
    const count = samplesOf(scrape, 'emoney_http_request_duration_seconds_count', welcome)[0]!;
    expect(inf.value).toBe(count.value);
    expect(count.value).toBe(samplesOf(scrape, 'emoney_http_requests_total', welcome)[0]!.value);
    expect(samplesOf(scrape, 'emoney_http_request_duration_seconds_sum', welcome)[0]!.value).toBeGreaterThan(0);
    // Scrapes and probes are not counted as traffic.
    expect(samplesOf(scrape, 'emoney_http_requests_total').some((s) => ['/metrics', '/health', '/ready'].includes(s.labels.operation!))).toBe(false);

    expect(samplesOf(scrape, 'emoney_database_up')[0]?.value).toBe(1);
    expect(samplesOf(scrape, 'emoney_jobs_queued', { kind: 'ops.test-due' })[0]?.value).toBe(2);
    expect(samplesOf(scrape, 'emoney_jobs_due', { kind: 'ops.test-due' })[0]?.value).toBe(1);
    expect(samplesOf(scrape, 'emoney_jobs_oldest_due_age_seconds', { kind: 'ops.test-due' })[0]?.value).toBeGreaterThanOrEqual(90);
    // The failing delivery waits for its retry: pending, with a job queued for it.
    expect(samplesOf(scrape, 'emoney_jobs_queued', { kind: 'webhooks.deliver' })[0]?.value).toBeGreaterThanOrEqual(1);

    expect(samplesOf(scrape, 'emoney_webhook_attempts_total', { outcome: 'delivered' })[0]?.value).toBe(1);
    expect(samplesOf(scrape, 'emoney_webhook_attempts_total', { outcome: 'retrying' })[0]?.value).toBe(1);
    expect(samplesOf(scrape, 'emoney_webhook_deliveries', { state: 'delivered' })[0]?.value).toBe(1);
    expect(samplesOf(scrape, 'emoney_webhook_deliveries', { state: 'pending' })[0]?.value).toBe(1);

    // Process metrics from the client library, and the role on every sample.
    expect(samplesOf(scrape, 'emoney_process_cpu_seconds_total').length).toBeGreaterThan(0);
    expect(samplesOf(scrape, 'emoney_nodejs_eventloop_lag_seconds').length).toBe(1);
    expect(scrape.samples.every((s) => s.labels.role === 'all')).toBe(true);
    if (TEST_DATABASE === 'postgres') {
      expect(samplesOf(scrape, 'emoney_database_pool_connections', { state: 'total' })[0]?.value).toBeGreaterThan(0);
    }
  });
});
