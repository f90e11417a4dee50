import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, redactUrl } from '../../src/app.js';
import { logSink } from '../support/log-sink.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// The order notifications take `access_token` in the WebSocket URL
// (`/orders?access_token=…`), and the request log wrote it in clear.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('request logs keep no access token from the URL', () => {
  it('redacts access_token (and other token parameters), whatever the case or percent-encoding', () => {
    const logged = redactUrl('/orders?profile=abc&access_token=eyJ.secret.sig&format=json');
    expect(logged).toBe('/orders?profile=abc&access_token=…&format=json');
    for (const url of ['/orders?ACCESS_TOKEN=eyJ.secret.sig', '/orders?access%5Ftoken=eyJ.secret.sig', '/x?id_token=eyJ.secret.sig', '/x?token=eyJ.secret.sig&a=1']) {
      expect(redactUrl(url)).not.toContain('eyJ.secret.sig');
    }
    expect(redactUrl('/orders?profile=abc')).toBe('/orders?profile=abc');
  });

  it('a request to /orders?access_token=… is logged without the token', async () => {
    const { lines, sink } = logSink();
    const app = await createApp({ ...server.ctx, logger: pino({ level: 'info' }, sink) });
    const token = 'eyJhbGciOiJSUzI1NiJ9.leaked-in-the-url.signature';
    await request(app).get(`/orders?access_token=${token}`);
    const log = lines.join('');
    expect(log).toContain('/orders?access_token=');
    expect(log).not.toContain(token);
  });

  it('the request line carries its id, method, URL, status and time, and nothing else (it skips the redaction of other lines)', async () => {
    const { lines, sink } = logSink();
    const app = await createApp({ ...server.ctx, logger: pino({ level: 'info', base: null, timestamp: false }, sink) });
    await request(app).get('/tokens').set('Authorization', 'Bearer not.a.token').set('Cookie', 'session=secret');
    const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request completed');
    expect(line).toBeDefined();
    expect(Object.keys(line!).sort()).toEqual(['level', 'msg', 'reqId', 'req', 'res', 'responseTime'].sort());
    expect(line!.req).toEqual({ method: 'GET', url: '/tokens' });
    expect(line!.res).toEqual({ status: 401 });
    expect(JSON.stringify(line)).not.toMatch(/not\.a\.token|secret/);
  });
});
