/**
 * The operational endpoints on the API's own port tell anyone only that the process is alive and
 * ready; /metrics and the detailed /ready answer on the operations port, or on the API port to a
 * caller presenting the operations bearer token. Every one of their answers carries the security
 * headers, and the database figures of /metrics are read at most once per interval.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/jobs/jobs.js';
import { STRICT_CSP } from '../../src/http/security-headers.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { parsePrometheusText, samplesOf } from './prometheus-text.js';

const OPS_TOKEN = 'ops-token-for-tests-0123456789abcdef';

let plain: TestServer;
let withToken: TestServer;
beforeAll(async () => {
  [plain, withToken] = await Promise.all([
    startTestServer(),
    startTestServer({ ops: { role: 'all', opsPort: undefined, opsToken: OPS_TOKEN, shutdownTimeoutMs: 10_000 } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), withToken?.close()]);
});

describe('the API port', () => {
  it('refuses GET /metrics (404, naming the operations port) while the operations port serves it', async () => {
    const refused = await request(plain.url).get('/metrics');
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'not_found', status: 404, message: expect.stringContaining('EMONEY_OPS_PORT') });
    expect(refused.text).not.toContain('emoney_http_requests_total');
    const served = await request(plain.opsUrl).get('/metrics');
    expect(served.status).toBe(200);
    expect(served.text).toContain('emoney_http_requests_total');
  });

  it('answers /health and /ready with no more than alive and ready', async () => {
    const health = await request(plain.url).get('/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await request(plain.url).get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect((await request(plain.opsUrl).get('/ready')).body).toEqual({ status: 'ready', role: 'all' });
  });

  it('serves /metrics and the detailed /ready to the operations bearer token only (EMONEY_OPS_TOKEN)', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${OPS_TOKEN}x`, `Basic ${OPS_TOKEN}`]) {
      const call = request(withToken.url).get('/metrics');
      const res = await (authorization ? call.set('Authorization', authorization) : call);
      expect(res.status, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
      expect(res.text).not.toContain('emoney_');
      expect((await request(withToken.url).get('/ready').set('Authorization', authorization ?? '')).body).toEqual({ status: 'ready' });
    }
    const scrape = await request(withToken.url).get('/metrics').set('Authorization', `Bearer ${OPS_TOKEN}`);
    expect(scrape.status).toBe(200);
    expect(scrape.text).toContain('emoney_http_requests_total');
    expect((await request(withToken.url).get('/ready').set('Authorization', `Bearer ${OPS_TOKEN}`)).body).toEqual({ status: 'ready', role: 'all' });
  });
});

describe('every operational answer', () => {
  it('carries the strict CSP, nosniff and no framing, on both ports, the refusals and 404s included', async () => {
    const asked: [string, string][] = [
      [plain.url, '/health'],
      [plain.url, '/ready'],
      [plain.url, '/metrics'],
      [withToken.url, '/metrics'],
      [plain.opsUrl, '/health'],
      [plain.opsUrl, '/ready'],
      [plain.opsUrl, '/metrics'],
      [plain.opsUrl, '/orders'],
    ];
    for (const [base, path] of asked) {
      const res = await request(base).get(path);
      const what = `${base}${path} → ${res.status}`;
      expect(res.headers['content-security-policy'], what).toBe(STRICT_CSP);
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['x-frame-options'], what).toBe('DENY');
    }
  });
});

describe('the database figures of /metrics', () => {
  it('are read once for every scrape within a few seconds, not once per scrape', async () => {
    const scrape = async () => parsePrometheusText((await request(plain.opsUrl).get('/metrics')).text.split('\n').filter((line) => line.includes('emoney_jobs_queued')).join('\n'));
    await scrape();
    await enqueueJob(plain.ctx.db, { kind: 'ops.cached-reading', payload: {}, runAt: plain.clock.now(), partnerId: null });
    // The next scrapes answer from the reading the first one took: the new job is not in them yet.
    for (let i = 0; i < 5; i += 1) expect(samplesOf(await scrape(), 'emoney_jobs_queued', { kind: 'ops.cached-reading' })).toEqual([]);
  });
});
