/**
 * How the API answers what its routes do not spell out: a path of many kilobytes is named in a 404
 * and its log line only in part; the hosted screens' paths get no CORS headers in any case or with
 * a trailing slash, as the router matches them; HEAD on a read answers as GET without a body.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { logSink } from '../support/log-sink.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

const APP_ORIGIN = 'http://127.0.0.1:1';
const log = logSink();

let server: TestServer;
let token: string;
beforeAll(async () => {
  const base = loadConfig();
  server = await startTestServer({ logLevel: 'info', seed: { ...base.seed, redirectUri: `${APP_ORIGIN}/callback` } }, { logDestination: log.sink });
  token = await clientCredentialsToken(server);
});
afterAll(async () => {
  await server?.close();
});

describe('a request for a very long path', () => {
  it('answers 404 naming the path cut short, and logs it cut short too', async () => {
    const id = `long-${randomUUID()}`;
    const path = `/nowhere/${'x'.repeat(15_000)}`;
    const res = await request(server.url).get(`${path}?q=1`).set('X-Request-Id', id);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', status: 404 });
    expect(res.body.message).toMatch(/^No such path: GET \/nowhere\/x+…$/);
    expect(res.text.length).toBeLessThan(500);
    const lines = log.lines.filter((line) => line.includes(id));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.length).toBeLessThan(1_000);
  });

  it('names it cut short in a 405 too', async () => {
    const res = await request(server.url).delete(`/profiles/${'y'.repeat(15_000)}/addresses`).set('Authorization', `Bearer ${token}`);
    expect([404, 405]).toContain(res.status);
    expect(res.text.length).toBeLessThan(500);
  });
});

describe('CORS on the hosted screens’ paths', () => {
  it('gives no CORS headers to /onboarding/api and /dashboard/api in any letter case, with or without a trailing slash', async () => {
    // The same origin gets them on an API path (a registered redirect URI's origin).
    const allowed = await request(server.url).get('/').set('Origin', APP_ORIGIN);
    expect(allowed.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    for (const path of ['/onboarding/api/session', '/Onboarding/api/session', '/ONBOARDING/API/session/', '/Dashboard/api/session', '/onBoarding']) {
      const res = await request(server.url).get(path).set('Origin', APP_ORIGIN);
      expect(res.headers['access-control-allow-origin'], path).toBeUndefined();
      const preflight = await request(server.url).options(path).set('Origin', APP_ORIGIN).set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin'], path).toBeUndefined();
    }
  });
});

describe('HEAD', () => {
  it('answers a GET operation as GET would, with its headers and no body', async () => {
    const get = await request(server.url).get('/profiles').set('Authorization', `Bearer ${token}`);
    expect(get.status).toBe(200);
    const head = await request(server.url).head('/profiles').set('Authorization', `Bearer ${token}`);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.text ?? '').toBe('');
    // Without the token: the same 401 as GET, without its body.
    const anonymous = await request(server.url).head('/profiles');
    expect(anonymous.status).toBe(401);
    expect(anonymous.text ?? '').toBe('');
    // A path with no GET still refuses HEAD.
    expect((await request(server.url).head('/auth/token')).status).toBe(405);
  });
});
