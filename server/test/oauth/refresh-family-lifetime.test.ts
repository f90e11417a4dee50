import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshToken } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// A client-credentials refresh token renewed itself indefinitely.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const DAY = 86_400_000;

describe('refresh-token family absolute lifetime', () => {
  it('renews within 30 days of the grant, then refuses however often it was rotated', async () => {
    const grant = await request(server.url)
      .post('/auth/token')
      .type('form')
      .send({ grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: server.seed.clientSecret });
    expect(grant.status).toBe(200);
    let refresh = grant.body.refresh_token as string;
    expect(refresh).toBeTruthy();
    server.clock.advance(20 * DAY);
    const renewed = await refreshToken(server, refresh, server.seed.clientId!);
    expect(renewed.status).toBe(200);
    refresh = renewed.body.refresh_token as string;
    server.clock.advance(11 * DAY);
    // The token itself is 11 days old (it would live 30), but its family is 31 days old.
    const late = await refreshToken(server, refresh, server.seed.clientId!);
    expect(late.status).toBe(400);
    expect(late.body.error_description ?? late.body.message).toMatch(/absolute lifetime/);
  });
});
