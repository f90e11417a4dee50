import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../src/http/ajv.js';
import { emitEvent } from '../../src/features/events/events.repository.js';
import { spec } from '../support/examples.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { as, expectSoundLedger, fundedCustomer, newCustomer, redeemBody, runJobsAfter, type Customer } from './money-support.js';

let server: TestServer;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await expectSoundLedger(server);
});
afterAll(async () => {
  await server?.close();
});

// Frames are checked against the contract's event schemas (the webhook envelope).
const ajv = createAjv();
ajv.addSchema(spec, 'openapi.json');
const envelopeOf = { 'order.created': 'OrderCreatedEvent', 'order.updated': 'OrderUpdatedEvent' } as const;

interface Frame {
  id: string;
  type: 'order.created' | 'order.updated';
  timestamp: string;
  data: { id: string; state: string; profile: string };
}

/** An open socket and the frames it received so far; `next` waits for one more. */
async function connect(query: string): Promise<{ socket: WebSocket; frames: Frame[]; next(timeoutMs?: number): Promise<Frame> }> {
  // These tests read the webhook envelope (asked for); the default, the bare Order, is tested below.
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/orders?${query}&format=envelope`);
  sockets.push(socket);
  const frames: Frame[] = [];
  const waiting: ((f: Frame) => void)[] = [];
  let read = 0;
  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Frame;
    const validate = ajv.getSchema(`openapi.json#/components/schemas/${envelopeOf[frame.type]}`)!;
    if (!validate(frame)) throw new Error(`frame breaks the contract: ${JSON.stringify(validate.errors)}`);
    frames.push(frame);
    waiting.shift()?.(frame);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    next: (timeoutMs = 3000) => {
      if (read < frames.length) return Promise.resolve(frames[read++]!);
      return new Promise<Frame>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no frame came')), timeoutMs);
        waiting.push((frame) => {
          clearTimeout(timer);
          read++;
          resolve(frame);
        });
      });
    },
  };
}

/** The status a refused upgrade answered with. */
function refusal(query: string): Promise<number> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/orders?${query}`);
  sockets.push(socket);
  // Terminating a refused socket afterwards reports an error: expected, not a failure.
  socket.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('order notifications over WebSocket', () => {
  let customer: Customer & { iban: string };
  beforeAll(async () => {
    customer = await fundedCustomer(server, '100');
  });

  it('streams order.created then order.updated of the caller’s orders, in the webhook envelope', async () => {
    const live = await connect(`access_token=${customer.token}`);
    const body = await redeemBody(server, customer, { amount: '15' });
    expect((await as(server, customer.token).post('/orders', body)).status).toBe(200);
    const created = await live.next();
    expect(created).toMatchObject({ type: 'order.created', data: { id: body.id, state: 'placed', profile: customer.profileId } });
    expect(created.id).toMatch(/^evt_/);
    await server.jobs.runDue();
    await runJobsAfter(server, server.ctx.config.sandbox.orderDelayMs);
    const updated = await live.next();
    expect(updated).toMatchObject({ type: 'order.updated', data: { id: body.id, state: 'processed' } });
    // Nothing else: the pending step and the earlier payment were not sent.
    await sleep(400);
    expect(live.frames).toHaveLength(2);
  });

  it('sends what the outbox holds, whoever wrote it (another server process)', async () => {
    const live = await connect(`access_token=${customer.token}`);
    const order = (await as(server, customer.token).get('/orders')).body.orders[0];
    // Written straight to the database, as another process would: no in-memory signal here.
    await emitEvent(server.ctx.db, { type: 'order.updated', profileId: customer.profileId, data: order, now: server.clock.now() });
    expect((await live.next()).data.id).toBe(order.id);
  });

  it('sends nothing of other profiles', async () => {
    const stranger = await newCustomer(server);
    const theirs = await connect(`access_token=${stranger.token}`);
    const mine = await connect(`access_token=${customer.token}`);
    await as(server, customer.token).post('/orders', await redeemBody(server, customer, { amount: '1' }));
    expect((await mine.next()).type).toBe('order.created');
    await sleep(400);
    expect(theirs.frames).toEqual([]);
  });

  it('a partner token receives its customers’ orders; ?profile= narrows to one', async () => {
    const partner = await clientCredentialsToken(server);
    const all = await connect(`access_token=${partner}`);
    const own = await connect(`access_token=${partner}&profile=${server.seed.profileId}`);
    await as(server, customer.token).post('/orders', await redeemBody(server, customer, { amount: '1' }));
    expect((await all.next()).data.profile).toBe(customer.profileId);
    await sleep(400);
    expect(own.frames).toEqual([]);
  });

  it('refuses a bad or missing token with 401, an unreachable profile with 404', async () => {
    expect(await refusal('access_token=not-a-token')).toBe(401);
    expect(await refusal('')).toBe(401);
    expect(await refusal(`access_token=${customer.token}&profile=${randomUUID()}`)).toBe(404);
  });

  it('accepts the token as an Authorization header too', async () => {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/orders`, { headers: { Authorization: `Bearer ${customer.token}` } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
    });
  });

  it('sends the Order itself by default; the envelope on ?format=envelope or the emoney.envelope.v1 subprotocol', async () => {
    const base = `${server.url.replace(/^http/, 'ws')}/orders?access_token=${customer.token}`;
    const open = (socket: WebSocket) => {
      sockets.push(socket);
      const first = new Promise<Record<string, unknown>>((resolve) => socket.once('message', (raw) => resolve(JSON.parse(String(raw)))));
      // Wrapped: resolving with the promise itself would wait for the message.
      return new Promise<{ first: Promise<Record<string, unknown>> }>((resolve, reject) => {
        socket.once('open', () => resolve({ first }));
        socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
      });
    };
    const bare = await open(new WebSocket(`${base}&state=pending`));
    const viaProtocol = new WebSocket(base, ['emoney.envelope.v1']);
    const enveloped = await open(viaProtocol);
    const body = await redeemBody(server, customer, { amount: '1' });
    expect((await as(server, customer.token).post('/orders', body)).status).toBe(200);
    const order = await bare.first;
    expect(order).toMatchObject({ id: body.id, kind: 'redeem', state: 'placed', profile: customer.profileId });
    const validate = ajv.getSchema('openapi.json#/components/schemas/Order')!;
    expect(validate(order), JSON.stringify(validate.errors)).toBe(true);
    expect(viaProtocol.protocol).toBe('emoney.envelope.v1');
    expect(await enveloped.first).toMatchObject({ type: 'order.created', data: { id: body.id } });
    expect(await refusal(`access_token=${customer.token}&format=xml`)).toBe(400);
  });

  it('closes with 4401 once the token has expired', async () => {
    const other = await newCustomer(server);
    const live = await connect(`access_token=${other.token}`);
    const closed = new Promise<number>((resolve) => live.socket.once('close', (code) => resolve(code)));
    server.clock.advance(3601_000);
    expect(await closed).toBe(4401);
  }, 15_000);
});
