/**
 * How a request reaches its operation (the route table built once from the contract, route-table.ts):
 * trailing slashes, 404 against 405, path parameters, and the ETag every JSON read carries.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-app.js';
import { serverWithToken } from '../support/server-with-token.js';
import { as, newCustomer, provisionedIban } from '../money/money-support.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await serverWithToken());
});
afterAll(() => server?.close());

const auth = () => ({ Authorization: `Bearer ${token}` });

describe('routing by the contract', () => {
  it('answers a path with trailing slashes as the path itself', async () => {
    const plain = await request(server.url).get('/tokens').set(auth());
    const slashed = await request(server.url).get('/tokens//').set(auth());
    expect(plain.status).toBe(200);
    expect(slashed.status).toBe(200);
    expect(slashed.body).toEqual(plain.body);
  });

  it('tells an unknown path (404) from a known path without the method (405)', async () => {
    const missing = await request(server.url).get('/no-such-thing/here').set(auth());
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, message: 'No such path: GET /no-such-thing/here' });
    const method = await request(server.url).delete('/tokens').set(auth());
    expect(method.status).toBe(405);
    expect(method.body).toMatchObject({ status: 405, message: 'DELETE is not allowed on /tokens' });
    const templated = await request(server.url).put('/orders/391a4ef7-2c12-4d5e-9a1b-0c2d3e4f5a6b').set(auth());
    expect(templated.status).toBe(405);
  });

  it('checks authentication before validation, and validates percent-decoded path parameters', async () => {
    const anonymous = await request(server.url).get('/orders/not-a-uuid');
    expect(anonymous.status).toBe(401);
    const invalid = await request(server.url).get('/orders/not%20a%20uuid').set(auth());
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toHaveProperty('orderId');
    const unknown = await request(server.url).get('/orders/391a4ef7-2c12-4d5e-9a1b-0c2d3e4f5a6b').set(auth());
    expect(unknown.status).toBe(404);
  });

  it('gives GET /tokens an ETag and answers 304 without a body when the caller has it', async () => {
    const first = await request(server.url).get('/tokens').set(auth());
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string | undefined;
    expect(etag).toBeTruthy();
    const again = await request(server.url).get('/tokens').set(auth()).set('If-None-Match', etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('tags a listing by its content: the tag changes with the data, and any tag listed matches', async () => {
    const customer = await newCustomer(server);
    const orders = () => as(server, customer.token).get(`/orders?profile=${customer.profileId}`);
    const before = await orders();
    expect(before.status).toBe(200);
    const tag = before.headers.etag as string;
    expect(tag).toMatch(/^W\/"[0-9a-f]+-[\w-]{27}"$/);
    expect((await orders()).headers.etag).toBe(tag);
    // Weak comparison: a list of tags, or the same tag written strong, names it too.
    expect((await orders().set('If-None-Match', `W/"0-other", ${tag}`)).status).toBe(304);
    expect((await orders().set('If-None-Match', tag.slice(2))).status).toBe(304);
    expect((await orders().set('If-None-Match', 'W/"0-other"')).status).toBe(200);
    // New data, new tag: the old one no longer answers 304. A write's answer carries no tag.
    const iban = await provisionedIban(server, customer);
    const paid = await as(server, customer.token).post('/sandbox/payments', { iban, amount: '12.50', currency: 'eur' });
    expect(paid.status).toBe(201);
    expect(paid.headers.etag).toBeUndefined();
    const after = await orders().set('If-None-Match', tag);
    expect(after.status).toBe(200);
    expect(after.body.orders).toHaveLength(1);
    expect(after.headers.etag).not.toBe(tag);
  });
});
