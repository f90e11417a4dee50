import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../addresses/support.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

// Any token moved the shared sandbox clock, an end user's included: one call
// expired every tenant's tokens and order messages.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('sandbox clock restricted to partner apps', () => {
  it("refuses an end user's token (403) and leaves the clock where it was", async () => {
    const customer = await newCustomer(server);
    const before = server.clock.now().getTime();
    const res = await request(server.url).post('/sandbox/clock').set('Authorization', `Bearer ${customer.token}`).send({ seconds: 86_400 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(server.clock.now().getTime()).toBe(before);
  });

  it("lets the partner's client-credentials app move it", async () => {
    const token = await clientCredentialsToken(server);
    const before = new Date((await request(server.url).get('/sandbox/clock').set('Authorization', `Bearer ${token}`)).body.now).getTime();
    const res = await request(server.url).post('/sandbox/clock').set('Authorization', `Bearer ${token}`).send({ seconds: 60 });
    expect(res.status).toBe(200);
    // The partner's own clock moved (each partner has its own; see sandbox-clock-per-partner).
    expect(new Date(res.body.now).getTime()).toBe(before + 60_000);
  });
});
