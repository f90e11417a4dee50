import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServices } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { emitEvent } from '../../src/features/events/events.repository.js';
import { resealWebhookSecrets } from '../../src/features/webhooks/secret-at-rest.js';
import { createLogger } from '../../src/logger.js';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { testKey } from '../support/test-secrets.js';
import { clientCredentialsToken } from '../support/tokens.js';

// Webhook secrets were stored in plain text: anyone reading the database
// (a backup, a replica, a support query) could forge every partner's notifications.
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

let server: TestServer;
let receiver: Receiver;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  receiver = await new Receiver().start();
});
afterEach(async () => {
  await receiver.stop();
  await server.ctx.db.deleteFrom('webhook_subscriptions').execute();
});

async function subscribe(): Promise<string> {
  const token = await clientCredentialsToken(server);
  const res = await request(server.url).post('/webhooks').set('Authorization', `Bearer ${token}`).send({ url: receiver.url, secret: SECRET, types: ['profile.updated'] });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function storedSecret(id: string): Promise<string> {
  return (await server.ctx.db.selectFrom('webhook_subscriptions').select('secret').where('id', '=', id).executeTakeFirstOrThrow()).secret;
}

/** Emits an event about the partner's own profile and runs the delivery: the notification as received. */
async function deliverOne() {
  const before = receiver.of('profile.updated').length;
  await server.ctx.db.transaction().execute((trx) =>
    emitEvent(trx, { type: 'profile.updated', profileId: server.seed.profileId, data: { id: server.seed.profileId }, now: server.clock.now() }),
  );
  await server.jobs.runDue();
  await server.jobs.runDue();
  const received = receiver.of('profile.updated');
  expect(received.length).toBe(before + 1);
  return received.at(-1)!;
}

/** Checked by an independent implementation (standardwebhooks) with the partner's secret. */
function verifies(r: { headers: Record<string, unknown>; body: string }): boolean {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(server.clock.now());
  try {
    new Webhook(SECRET.replace(/^whsec_/, '')).verify(r.body, r.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  } finally {
    vi.useRealTimers();
  }
}

describe('webhook secrets encrypted at rest', () => {
  it('stores the secret sealed (AES-256-GCM), never in plain text, and still signs with it', async () => {
    const id = await subscribe();
    const stored = await storedSecret(id);
    expect(stored).not.toBe(SECRET);
    expect(stored).toMatch(/^enc:v1:[A-Za-z0-9_-]+:/);
    expect(stored).not.toContain(SECRET.slice(6, 30));
    expect(verifies(await deliverOne())).toBe(true);
  });

  it('reads a plain row written before encryption, and seals it at the next start', async () => {
    const id = await subscribe();
    await server.ctx.db.updateTable('webhook_subscriptions').set({ secret: SECRET }).where('id', '=', id).execute();
    expect(verifies(await deliverOne())).toBe(true);
    expect(await resealWebhookSecrets(server.ctx.db, server.ctx.dataKeys)).toBe(1);
    expect(await storedSecret(id)).toMatch(/^enc:v1:/);
    expect(verifies(await deliverOne())).toBe(true);
  });

  it('binds a sealed secret to its subscription: copied to another row it does not open', async () => {
    const first = await subscribe();
    const second = await subscribe();
    const keys = server.ctx.dataKeys;
    expect(() => keys.open(keys.seal('whsec_x', `webhook_subscriptions.secret:${first}`), `webhook_subscriptions.secret:${second}`)).toThrow();
  });

  it('rotates: a new current key, the old one listed after it, every row sealed again under the new one', async () => {
    const id = await subscribe();
    const original = server.ctx.dataKeys;
    const oldKid = (await storedSecret(id)).split(':')[2];
    const rotated = original.rotatedTo(testKey('rotated-2026'));
    server.ctx.dataKeys = rotated;
    try {
      expect(verifies(await deliverOne())).toBe(true);
      expect(await resealWebhookSecrets(server.ctx.db, rotated)).toBe(1);
      expect((await storedSecret(id)).split(':')[2]).toBe('rotated-2026');
      expect(oldKid).not.toBe('rotated-2026');
      expect(verifies(await deliverOne())).toBe(true);
    } finally {
      server.ctx.dataKeys = original;
    }
  });

  it('refuses to start in production without EMONEY_DATA_KEYS', async () => {
    const config = loadConfig({ EMONEY_MODE: 'production', EMONEY_SECRET_HASH_KEY: randomBytes(32).toString('base64'), LOG_LEVEL: 'silent', EMONEY_TOKEN_SIGNING_KEYS: `k1:${randomBytes(32).toString('base64')}` });
    await expect(startServices(config, createLogger('silent', 'json'))).rejects.toThrow(/EMONEY_DATA_KEYS must be set in production/);
  });
});
