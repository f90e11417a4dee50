import request from 'supertest';
import type { TestServer } from './test-app.js';

/** An access token of the seeded client-credentials app, got over HTTP like any partner would. */
export async function clientCredentialsToken(server: TestServer): Promise<string> {
  const res = await request(server.url)
    .post('/auth/token')
    .type('form')
    .send({ grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: server.seed.clientSecret });
  if (res.status !== 200) throw new Error(`client credentials failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}
