import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_REQUEST_TTL_MS } from '../../src/features/oauth/authorize.service.js';
import { pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const requests = () => server.ctx.db.selectFrom('authorization_requests').select('id').execute();

describe('unauthenticated GET /auth', () => {
  it('leaves no row behind once its request has expired', async () => {
    const before = (await requests()).length;
    for (let i = 0; i < 3; i++) {
      const res = await request(server.url).get('/auth').query({ client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, code_challenge_method: 'S256', redirect_uri: REDIRECT_URI });
      expect(res.status).toBe(307);
    }
    expect((await requests()).length).toBe(before + 3);
    server.clock.advance(AUTHORIZATION_REQUEST_TTL_MS - 1);
    await server.jobs.runDue();
    expect((await requests()).length).toBe(before + 3); // not a millisecond early
    server.clock.advance(1);
    await server.jobs.runDue();
    expect((await requests()).length).toBe(0);
  });
});
