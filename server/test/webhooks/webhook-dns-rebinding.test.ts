import { createServer, type Server } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../../src/features/webhooks/sender.js';
import type { HostResolver } from '../../src/features/webhooks/url-safety.js';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

// The guard resolved the host to check it and the sender
// resolved it again to connect, so a name answering a public address first and 127.0.0.1 next
// reached loopback. Now the checked answer is the one the connection uses.

/** A resolver we control: a public (documentation-range, unreachable) address first, loopback after. */
function rebindingResolver(): HostResolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = (async (host: string) => {
    calls.push(host);
    return calls.length === 1 ? [{ address: '2001:db8::7', family: 6 }] : [{ address: '127.0.0.1', family: 4 }];
  }) as HostResolver & { calls: string[] };
  resolve.calls = calls;
  return resolve;
}

describe('webhook DNS rebinding', () => {
  let receiver: Receiver;
  let prod: TestServer;
  // Loopback listener counting every TCP connection (a TLS hello included): the rebinding target.
  let loopback: Server;
  let loopbackPort = 0;
  let loopbackConnections = 0;
  beforeAll(async () => {
    receiver = await new Receiver().start();
    loopback = createServer((socket) => {
      loopbackConnections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve));
    loopbackPort = (loopback.address() as { port: number }).port;
    prod = await startTestServer({ mode: 'production', webhooks: { allowPrivateUrls: false } });
  });
  afterAll(async () => {
    await receiver?.stop();
    await new Promise((resolve) => loopback?.close(resolve));
    await prod?.close();
  });

  it('connects to the address it checked, not to a second answer pointing at loopback', async () => {
    const resolver = rebindingResolver();
    prod.ctx.webhookResolver = resolver;
    const token = await clientCredentialsToken(prod);
    const res = await request(prod.url)
      .post('/webhooks')
      .set('Authorization', `Bearer ${token}`)
      .send({ url: `https://rebind.example:${loopbackPort}/hooks`, secret: 'whsec_0123456789abcdef0123456789abcdef' });
    // The check passed (public answer) and the test notification went to that public address,
    // which does not answer: the loopback receiver behind the second answer never hears of it.
    expect(res.status).toBe(400);
    // 2001:db8::/32 is documentation space, which the IANA-registry guard now refuses before connecting.
    expect(res.body.message).toMatch(/^The webhook url is refused/);
    expect(loopbackConnections).toBe(0);
    expect(resolver.calls).toEqual(['rebind.example']);
  });

  it('the sender never asks DNS when given the checked addresses (shown with a loopback pin)', async () => {
    // rebind.example does not resolve anywhere: the request can only arrive through the pin.
    const port = new URL(receiver.url).port;
    const result = await postWebhook(
      { url: `http://rebind.example:${port}/hooks`, secret: 'whsec_0123456789abcdef0123456789abcdef', webhookId: 'msg_pin', payload: '{}', timestamp: 1 },
      2_000,
      [{ address: '127.0.0.1', family: 4 }],
    );
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(receiver.received.at(-1)?.headers.host).toBe(`rebind.example:${port}`);
  });

  it('keeps a connection open for the next attempt only to the same receiver and the same checked addresses', async () => {
    const port = new URL(receiver.url).port;
    const post = (pinned: { address: string; family: number }[]) =>
      postWebhook({ url: `http://rebind.example:${port}/hooks`, secret: 'whsec_0123456789abcdef0123456789abcdef', webhookId: 'msg_reuse', payload: '{}', timestamp: 1 }, 2_000, pinned);
    const loopback = [{ address: '127.0.0.1', family: 4 }];
    expect(await post(loopback)).toMatchObject({ ok: true });
    const first = receiver.received.at(-1)!.remotePort;
    expect(await post(loopback)).toMatchObject({ ok: true });
    // The same connection (same client port): no new handshake per attempt.
    expect(receiver.received.at(-1)!.remotePort).toBe(first);
    // Another answer for the host (here one more address) is another pool: a new connection, opened
    // through its own pin, never one opened for the earlier answer.
    expect(await post([...loopback, { address: '127.0.0.2', family: 4 }])).toMatchObject({ ok: true });
    expect(receiver.received.at(-1)!.remotePort).not.toBe(first);
  });
});
