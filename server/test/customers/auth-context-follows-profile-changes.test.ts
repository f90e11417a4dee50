/**
 * `GET /auth/context` answers from memory once read (features/access/keyed-row-cache.ts), and a
 * write to the caller's profiles shows in the very next answer: each check reads the context
 * twice first, so the second answer came from memory, then writes and reads at once (well
 * within the cache's trust bound).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { api, partnerApp, submitAll, type Api } from '../profiles/helpers.js';

let server: TestServer;
let partner: Api;
beforeAll(async () => {
  server = await startTestServer();
  partner = api(server, (await partnerApp(server, { kycModel: 'sharing' })).token);
});
afterAll(async () => {
  await server?.close();
});

type Context = { profiles: { id: string; kind: string; name: string; state: string; perms: string[] }[] };
const context = async (): Promise<Context> => {
  const res = await partner.get('/auth/context');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Context;
};
const readTwice = async () => {
  const first = await context();
  expect(await context()).toEqual(first);
  return first;
};

describe('GET /auth/context after a write', () => {
  it('lists a profile the caller has just created', async () => {
    const before = await readTwice();
    const created = await partner.post('/profiles', { kind: 'corporate' });
    expect(created.status).toBe(201);
    const after = await context();
    expect(after.profiles).toEqual([...before.profiles, { id: created.body.id, kind: 'corporate', name: '', state: 'created', perms: ['read', 'write'] }]);
  });

  it('shows a profile’s new name and state as soon as its submission is answered', async () => {
    const created = await partner.post('/profiles', { kind: 'corporate' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await readTwice()).profiles.find((p) => p.id === id)).toMatchObject({ name: '', state: 'created' });
    await submitAll(partner, id, 'corporate');
    const profile = (await partner.get(`/profiles/${id}`)).body as { name: string; state: string };
    expect(profile.state).not.toBe('created');
    expect(profile.name).not.toBe('');
    expect((await context()).profiles.find((p) => p.id === id)).toMatchObject({ name: profile.name, state: profile.state });
  });
});
