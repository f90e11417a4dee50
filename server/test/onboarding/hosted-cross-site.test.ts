import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// The hosted screens' API accepted form-encoded bodies and checked no
// Origin / Sec-Fetch-Site, so a plain cross-site form logged a victim's browser into an
// attacker's account; no security headers were sent.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('cross-site requests on the hosted screens API', () => {
  it('refuses a form-encoded body (415) and creates no account', async () => {
    const email = `form-${Date.now()}@example.org`;
    const res = await request(server.url).post('/onboarding/api/session/signup').type('form').send({ email, password: 'a long sandbox password' });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
    expect(await server.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a cross-site browser request (403), by Sec-Fetch-Site and by Origin', async () => {
    const body = { email: `x-${Date.now()}@example.org`, password: 'a long sandbox password', acceptTerms: true };
    const bySite = await request(server.url).post('/onboarding/api/session/signup').set('Sec-Fetch-Site', 'cross-site').send(body);
    expect(bySite.status).toBe(403);
    const byOrigin = await request(server.url).post('/onboarding/api/session/signup').set('Origin', 'https://attacker.example').send(body);
    expect(byOrigin.status).toBe(403);
    const own = await request(server.url).post('/onboarding/api/session/signup').set(withCsrf(await hostedCsrf(server))).set('Origin', server.url).set('Sec-Fetch-Site', 'same-origin').send(body);
    expect(own.status).toBe(202);
  });

  it('sends security headers on the screens and the API (no HSTS in the sandbox)', async () => {
    for (const path of ['/onboarding/', '/']) {
      const res = await request(server.url).get(path);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
