import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '../../src/features/profiles/profiles.repository.js';
import { authorizeApp, grantProfile, insertUser } from '../../src/features/customers/users.repository.js';
import { api, personalDetails } from '../profiles/helpers.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

// A partner got write on every profile of its customers, whatever the
// customer's own permission: a customer who may only read a (shared) profile let the partner
// change it.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A customer of the sandbox partner with their own profile (read, write) and another they may only read. */
async function customerWithReadOnlyProfile() {
  const db = server.ctx.db;
  const now = server.clock.now();
  const userId = randomUUID();
  const own = randomUUID();
  const readOnly = randomUUID();
  await insertUser(db, { id: userId, email: `f-${userId}@example.org`, passwordHash: null });
  await insertProfile(db, { id: own, kind: 'personal', state: 'created', now });
  await insertProfile(db, { id: readOnly, kind: 'personal', state: 'created', now });
  await grantProfile(db, userId, own, ['read', 'write'], true);
  await grantProfile(db, userId, readOnly, ['read'], false);
  const authApp = await db.selectFrom('apps').select('id').where('client_id', '=', server.seed.authClientId).executeTakeFirstOrThrow();
  await authorizeApp(db, authApp.id, userId, now);
  return { own, readOnly };
}

describe("a partner writes a customer's profile only as far as the customer may", () => {
  it('gives the partner read, not write, on a profile the customer may only read', async () => {
    const { own, readOnly } = await customerWithReadOnlyProfile();
    const partner = api(server, await clientCredentialsToken(server));
    const list = await partner.get('/profiles');
    expect(list.status).toBe(200);
    const perms = (id: string) => (list.body.profiles as { id: string; perms: string[] }[]).find((p) => p.id === id)?.perms;
    expect(perms(readOnly)).toEqual(['read']);
    expect(perms(own)).toEqual(['read', 'write']);

    expect((await partner.get(`/profiles/${readOnly}`)).status).toBe(200);
    const write = await partner.put(`/profiles/${readOnly}/details`, { personal: personalDetails() });
    expect(write.status).toBe(403);
    const untouched = await server.ctx.db.selectFrom('profiles').select(['state', 'name']).where('id', '=', readOnly).executeTakeFirstOrThrow();
    expect(untouched.state).toBe('created');

    expect((await partner.put(`/profiles/${own}/details`, { personal: personalDetails() })).status).toBe(202);
  });

  it('adds up the permissions of several customers sharing a profile', async () => {
    const { readOnly } = await customerWithReadOnlyProfile();
    const db = server.ctx.db;
    const writer = randomUUID();
    await insertUser(db, { id: writer, email: `f-${writer}@example.org`, passwordHash: null });
    await grantProfile(db, writer, readOnly, ['read', 'write'], true);
    const authApp = await db.selectFrom('apps').select('id').where('client_id', '=', server.seed.authClientId).executeTakeFirstOrThrow();
    await authorizeApp(db, authApp.id, writer, server.clock.now());
    const partner = api(server, await clientCredentialsToken(server));
    const list = await partner.get('/profiles');
    expect((list.body.profiles as { id: string; perms: string[] }[]).find((p) => p.id === readOnly)?.perms).toEqual(['read', 'write']);
  });
});
