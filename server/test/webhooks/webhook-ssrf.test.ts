import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeWebhookUrl } from '../../src/features/webhooks/url-safety.js';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

// IPv6 forms embedding an IPv4 address passed the SSRF guard, and the
// receiver's status was echoed to the caller (a port scanner).
describe('webhook SSRF', () => {
  it.each(['http://[64:ff9b::7f00:1]/hook', 'http://[2002:7f00:1::1]/hook', 'http://[::127.0.0.1]/hook', 'http://[64:ff9b:1::a00:1]/hook'])(
    'refuses %s in production',
    async (url) => {
      expect(await unsafeWebhookUrl(url, false)).toMatch(/private, loopback or link-local/);
    },
  );

  it('still accepts a public IPv6 literal', async () => {
    expect(await unsafeWebhookUrl('http://[2606:4700:4700::1111]/hook', false)).toBeNull();
  });

  describe('the test notification refused', () => {
    let server: TestServer;
    let receiver: Receiver;
    beforeAll(async () => {
      server = await startTestServer();
      receiver = await new Receiver().start();
      receiver.respond = () => 418;
    });
    afterAll(async () => {
      await receiver?.stop();
      await server?.close();
    });

    it('names the status the receiver answered (say which)', async () => {
      const token = await clientCredentialsToken(server);
      const res = await request(server.url).post('/webhooks').set('Authorization', `Bearer ${token}`).send({ url: receiver.url, secret: 'whsec_0123456789abcdef0123456789abcdef' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/: it answered HTTP 418$/);
      expect(res.body.errors.url).toBe('it answered HTTP 418');
    });
  });
});
