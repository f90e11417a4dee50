/**
 * API requests reach their operation without Express's prototype change (direct-dispatch.ts,
 * express-shaped.ts): that change alone cost most of a small read's time. The site and /health
 * still go through Express, and a request from a plain `node:http` server (supertest) still gets
 * Express's methods.
 */
import { createServer } from 'node:http';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await clientCredentialsToken(server);
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Counts the prototype changes made while `work` runs. */
async function prototypeChanges(work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(Object, 'setPrototypeOf');
  await work();
  const count = spy.mock.calls.length;
  spy.mockRestore();
  return count;
}

describe('direct dispatch of API requests', () => {
  it('answers API reads, writes and errors without a prototype change', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    expect(await prototypeChanges(() => request(server.url).get('/').expect(200))).toBe(0);
    expect(await prototypeChanges(() => request(server.url).get('/tokens').set(auth).expect(200))).toBe(0);
    expect(await prototypeChanges(() => request(server.url).get('/auth/context').set(auth).expect(200))).toBe(0);
    expect(await prototypeChanges(() => request(server.url).get('/no-such-path').expect(404))).toBe(0);
    expect(
      await prototypeChanges(() => request(server.url).post('/auth/token').type('form').send({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x' })),
    ).toBe(0);
  });

  it('an API request still has Express’s methods: the query parser, the media type check', async () => {
    // `?limit=abc` is read through req.query (the extended parser) and refused by validation;
    // a JSON body sent to a form-only operation is refused through req.is.
    const invalid = await request(server.url).get('/orders?limit=abc').set('Authorization', `Bearer ${token}`);
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ status: 400, errors: { limit: expect.any(String) } });
    const wrongType = await request(server.url).post('/auth/token').set('Content-Type', 'text/plain').send('grant_type=client_credentials');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toMatchObject({ status: 415 });
  });

  it('the site and /health still go through Express', async () => {
    expect(await prototypeChanges(() => request(server.url).get('/health').expect(200))).toBeGreaterThan(0);
    expect(await prototypeChanges(() => request(server.url).get('/siwe').expect(200))).toBeGreaterThan(0);
  });

  it('a request of a plain node:http server gets Express’s methods as Express gives them', async () => {
    const app = await createApp(server.ctx);
    const plain = createServer(app);
    const res = await request(plain).get('/tokens').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBeTruthy();
    const missing = await request(plain).get('/nowhere?x=1');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, message: 'No such path: GET /nowhere' });
  });
});
