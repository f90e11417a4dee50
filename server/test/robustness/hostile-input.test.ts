import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../../src/db/json.js';
import { MAX_REPORTED_ERRORS } from '../../src/http/validation-messages.js';
import type { TestServer } from '../support/test-app.js';
import { serverWithToken } from '../support/server-with-token.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await serverWithToken());
});
afterAll(() => server?.close());

const auth = () => ({ Authorization: `Bearer ${token}` });

/** Every error answer: the error body, with `status` equal to the HTTP status. */
function expectErrorBody(res: { status: number; body: unknown; headers: Record<string, string> }, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/json/);
  expect(res.body).toMatchObject({ status, code: expect.any(String), message: expect.any(String) });
}

/** A raw HTTP/1.1 exchange, for requests no HTTP client would send. */
function rawExchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
    let out = '';
    socket.on('data', (c: Buffer) => (out += c.toString('latin1')));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

describe('malformed percent-escapes', () => {
  for (const path of ['/orders/%ff', '/orders/%zz', '/orders/%', '/profiles/%c0%af', '/ibans/%E0%A4%A']) {
    it(`answers ${path} with 400 in the error body`, async () => {
      const res = await request(server.url).get(path).set(auth());
      expectErrorBody(res, 400);
      expect(res.body.errors.path).toMatch(/percent-escape/);
    });
  }

  it('answers a malformed session cookie with 400, not 500', async () => {
    const res = await request(server.url).get('/onboarding/api/session').set('Cookie', 'emoney_session=%ff%zz');
    expectErrorBody(res, 400);
    expect(res.body.errors.emoney_session).toBe('is malformed');
  });
});

describe('text the API does not accept', () => {
  const cases: Array<[string, string]> = [
    ['NUL', 'Ja\u0000ne'],
    ['a lone high surrogate', 'Ja\ud800ne'],
    ['a lone low surrogate', '\udc00Jane'],
    ['a control character', 'Jane\u001b[31m'],
  ];
  for (const [what, firstName] of cases) {
    it(`refuses ${what} in a KYC field with 400 naming the field`, async () => {
      const res = await request(server.url)
        .put(`/profiles/${server.seed.profileId}/details`)
        .set(auth())
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ personal: { firstName, lastName: 'Doe' } }));
      expectErrorBody(res, 400);
      expect(Object.keys(res.body.errors)).toEqual(['personal.firstName']);
    });
  }

  it('accepts a real emoji (a surrogate pair), tabs and newlines', async () => {
    const res = await request(server.url).get(`/orders?memo=${encodeURIComponent('ok 😀\t\n')}`).set(auth());
    expect(res.status).not.toBe(500);
    expect(res.body.errors?.query).toBeUndefined();
  });

  it('refuses NUL in the query, in the path and in a field name', async () => {
    expectErrorBody(await request(server.url).get('/auth?state=a%00b').set(auth()), 400);
    expectErrorBody(await request(server.url).get('/orders/a%00b').set(auth()), 400);
    const res = await request(server.url).post('/orders').set(auth()).set('Content-Type', 'application/json').send('{"a\\u0000b": 1}');
    expectErrorBody(res, 400);
    expect(Object.keys(res.body.errors)).toEqual(['a\\u0000b']);
  });
});

describe('POST /auth without a parsed form body', () => {
  it('answers no body, an empty body, text/plain and no Content-Type with a 4xx error body', async () => {
    expectErrorBody(await request(server.url).post('/auth'), 400);
    expectErrorBody(await request(server.url).post('/auth').set('Content-Length', '0'), 400);
    expectErrorBody(await request(server.url).post('/auth').set('Content-Type', 'text/plain').send('client_id=x'), 415);
    const none = await rawExchange('POST /auth HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\nConnection: close\r\n\r\nclient_id=x');
    expect(none).toMatch(/^HTTP\/1.1 415 /);
    expect(none).toContain('"status":415');
  });
});

describe('declared media types', () => {
  it('answers 415 to JSON sent to the form-encoded token endpoint', async () => {
    const res = await request(server.url).post('/auth/token').send({ grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: server.seed.clientSecret });
    expectErrorBody(res, 415);
    expect(res.body.message).toContain('application/x-www-form-urlencoded');
  });

  it('still takes JSON bodies sent as the vendor media type', async () => {
    const res = await request(server.url)
      .put(`/profiles/${server.seed.profileId}/details`)
      .set(auth())
      .set('Content-Type', 'application/vnd.emoney.api-v2+json')
      .send(JSON.stringify({ personal: { lastName: 'Doe' } }));
    expectErrorBody(res, 400);
    expect(res.body.errors['personal.firstName']).toBe('First name is missing');
  });
});

describe("errors Node's HTTP layer answers by itself", () => {
  it('answers headers over the limit with 431 in the error body', async () => {
    const res = await rawExchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res).toMatch(/^HTTP\/1.1 431 /);
    expect(JSON.parse(res.slice(res.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 431, code: 'bad_request' });
  });

  it('answers a URL over the limit with 431 in the error body', async () => {
    const res = await rawExchange(`GET /orders?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res).toMatch(/^HTTP\/1.1 431 /);
  });

  it('answers an unknown method with 400 in the error body', async () => {
    const res = await rawExchange('FROB / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(res).toMatch(/^HTTP\/1.1 400 /);
    expect(JSON.parse(res.slice(res.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 400 });
    expect((await request(server.url).get('/')).status).toBe(200);
  });
});

describe('bodies built to stall the server', () => {
  const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i])));

  for (const part of ['details', 'form', 'verifications']) {
    it(`answers 50,000 unknown keys to PUT /profiles/{profile}/${part} with 400 in under 100 ms while another request is served`, async () => {
      const started = performance.now();
      let stalled: number | undefined;
      const [res, other] = await Promise.all([
        new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
          const { port } = new URL(server.url);
          const t0 = performance.now();
          const req = httpRequest(
            { host: '127.0.0.1', port, method: 'PUT', path: `/profiles/${server.seed.profileId}/${part}`, headers: { ...auth(), 'Content-Type': 'application/json' } },
            (r) => {
              let body = '';
              r.on('data', (c: Buffer) => (body += c.toString()));
              r.on('end', () => resolve({ status: r.statusCode!, body, ms: performance.now() - t0 }));
            },
          );
          req.on('error', reject);
          req.end(wide);
        }),
        request(server.url)
          .get('/')
          .then((r) => {
            stalled = performance.now() - started;
            return r;
          }),
      ]);
      expect(res.status).toBe(400);
      // No timed unit tests (speed goals live in bench/): the stall was about a minute, so a
      // second is a bound no loaded CI machine reaches and a stall cannot pass.
      expect(res.ms).toBeLessThan(1000);
      expect(other.status).toBe(200);
      expect(stalled).toBeLessThan(1000);
      expect(res.body.length).toBeLessThan(2_000);
      expect(JSON.parse(res.body)).toMatchObject({ status: 400, code: 'validation_error' });
    });
  }

  it('bounds the error body: at most 20 fields, with a count of all', async () => {
    const body = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`unknown${i}`, i]));
    const res = await request(server.url).post('/orders').set(auth()).send(body);
    expectErrorBody(res, 400);
    expect(Object.keys(res.body.errors).length).toBe(MAX_REPORTED_ERRORS);
    expect(res.body.message).toMatch(/the first 20 are listed/);
    expect(JSON.stringify(res.body).length).toBeLessThan(4_000);
  });

  it('refuses deep nesting and long arrays at the edge', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = { a: deep };
    expectErrorBody(await request(server.url).post('/orders').set(auth()).send(deep as object), 400);
    expectErrorBody(await request(server.url).post('/orders').set(auth()).send({ list: Array.from({ length: 5000 }, () => 1) }), 400);
  });
});

describe('webhook resend', () => {
  it('answers 202 with the delivery for a subscription of over 500 deliveries and an upper-case id', async () => {
    const subscriptionId = randomUUID();
    const now = server.clock.now();
    await server.ctx.db
      .insertInto('webhook_subscriptions')
      .values({ id: subscriptionId, partner_id: server.seed.partnerId, url: 'http://127.0.0.1:1/hooks', secret: `whsec_${'a'.repeat(43)}=`, types: toJson(['iban.updated']), state: 'active', created_at: now, updated_at: now })
      .execute();
    const rows = Array.from({ length: 520 }, (_, i) => ({
      id: randomUUID(),
      subscription_id: subscriptionId,
      event_id: `evt_test${i}`,
      webhook_id: `msg_test_${randomUUID()}`,
      type: 'iban.updated' as const,
      payload: '{}',
      state: 'failed' as const,
      round_attempts: 11,
      next_attempt_at: null,
      created_at: new Date(now.getTime() + i * 1000),
      delivered_at: null,
    }));
    await server.ctx.db.insertInto('events').values(rows.map((r) => ({ id: r.event_id, type: 'iban.updated', profile_id: null, data: toJson({}), created_at: now }))).execute();
    await server.ctx.db.insertInto('webhook_deliveries').values(rows).execute();
    const oldest = rows[0]!;
    const res = await request(server.url).post(`/webhooks/${subscriptionId.toUpperCase()}/deliveries/${oldest.id.toUpperCase()}/resend`).set(auth());
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: oldest.id, state: 'pending' });
  });
});

describe('redirects from /auth', () => {
  it('keep Location small: a huge state is not echoed and the description is bounded', async () => {
    const res = await request(server.url)
      .get('/auth')
      .query({ client_id: server.seed.authClientId, redirect_uri: 'http://localhost:5173/callback', code_challenge: 'short', state: 's'.repeat(9000), extra: 'x'.repeat(3000) });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.location!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBeNull();
    expect(res.headers.location!.length).toBeLessThan(2000);
  });
});

describe('multipart bodies', () => {
  const broken = '--b\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\nabc';

  it('are not read before authentication: a broken upload without a token is a 401', async () => {
    const res = await request(server.url).post('/files').set('Content-Type', 'multipart/form-data; boundary=b').send(broken);
    expectErrorBody(res, 401);
  });

  it('are read on POST /files only: elsewhere they answer 415 unread', async () => {
    const res = await request(server.url).post('/orders').set(auth()).set('Content-Type', 'multipart/form-data; boundary=b').send(broken);
    expectErrorBody(res, 415);
  });

  it('are still read for an authenticated POST /files', async () => {
    const res = await request(server.url).post('/files').set(auth()).set('Content-Type', 'multipart/form-data; boundary=b').send(broken);
    expectErrorBody(res, 400);
    expect(res.body.message).toMatch(/multipart/i);
  });
});
