/**
 * One door (front-door.ts): every API request takes the API's pipeline (api-pipeline.ts) and
 * never the Express application, which serves the site, the screens and /health alone. API
 * requests reach their operation without Express's prototype change (express-shaped.ts): that
 * change alone cost most of a small read's time. A request from a plain `node:http` server
 * (supertest) still gets Express's methods.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type AppOptions } from '../../src/app.js';
import { SERVER_OPTIONS } from '../../src/http/client-error.js';
import type { TestServer } from '../support/test-app.js';
import { serverWithToken } from '../support/server-with-token.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await serverWithToken());
});
afterAll(() => server?.close());
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

describe('the front door', () => {
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

/** A server of SERVER_OPTIONS (as main.ts makes) on the test server's context, with `options`. */
async function serve(options: AppOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const app: RequestListener = await createApp(server.ctx, options);
  const http: Server = createServer(SERVER_OPTIONS, app);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, close: () => new Promise((resolve) => http.close(() => resolve())) };
}

describe('one door for API requests', () => {
  it('a step added to the API pipeline runs for every API request, known or not, and never for the site or /health', async () => {
    const seen: string[] = [];
    const probe: RequestHandler = (req, res, next) => {
      seen.push(`${req.method} ${req.path}`);
      res.setHeader('X-Probe', 'ran');
      next();
    };
    const probed = await serve({ extraApiSteps: [probe] });
    try {
      const auth = { Authorization: `Bearer ${token}` };
      const tokens = await request(probed.url).get('/tokens').set(auth).expect(200);
      expect(tokens.headers['x-probe']).toBe('ran');
      // It runs after the input is read: it sees the parsed body.
      await request(probed.url).post('/auth/token').type('form').send({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x' });
      const unknown = await request(probed.url).get('/no-such-path').expect(404);
      expect(unknown.body).toMatchObject({ status: 404, message: 'No such path: GET /no-such-path' });
      const wrongMethod = await request(probed.url).delete('/tokens').set(auth).expect(405);
      expect(wrongMethod.headers['x-probe']).toBe('ran');
      expect(seen).toEqual(['GET /tokens', 'POST /auth/token', 'GET /no-such-path', 'DELETE /tokens']);
      seen.length = 0;
      await request(probed.url).get('/health').expect(200);
      await request(probed.url).get('/siwe').expect(200);
      await request(probed.url).get('/onboarding/api/session/csrf');
      expect(seen).toEqual([]);
    } finally {
      await probed.close();
    }
  });

  it('the Express application never sees an API request, and sees every request of the site and /health', async () => {
    // Express calls `app.handle` for each request it is given; the spy is in place before createApp builds the application.
    const handle = vi.spyOn(express.application as unknown as { handle: (...args: unknown[]) => void }, 'handle');
    const door = await serve({});
    try {
      const auth = { Authorization: `Bearer ${token}` };
      await request(door.url).get('/tokens').set(auth).expect(200);
      await request(door.url).get('/auth/context').set(auth).expect(200);
      await request(door.url).get('/no-such-path').expect(404);
      await request(door.url).options('/tokens').set('Origin', 'https://nowhere.example').set('Access-Control-Request-Method', 'GET');
      expect(handle).not.toHaveBeenCalled();
      await request(door.url).get('/health').expect(200);
      await request(door.url).get('/siwe').expect(200);
      await request(door.url).get('/onboarding/api/session/csrf').expect(200);
      expect(handle).toHaveBeenCalledTimes(3);
    } finally {
      await door.close();
    }
  });

  it('a site path the site does not serve answers the API’s 404 in the error body', async () => {
    const res = await request(server.url).post('/onboarding/no-such-page').send({});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, message: 'No such path: POST /onboarding/no-such-page' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
