/**
 * The real `emoney admin` bin changes the database a
 * real server process serves, and the effects are proven over HTTP: a partner and app it creates
 * get a client-credentials token; a rotated secret replaces the old one; a revoked grant's refresh
 * token is refused; a replayed delivery reaches a loopback receiver again with the same webhook-id.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/app-context.js';
import { emitEvent } from '../../src/features/events/events.repository.js';
import { seedSandbox, type SandboxSeed } from '../../src/features/sandbox/sandbox-seed.js';
import { parseKeyRing } from '../../src/features/secrets/key-ring.js';
import { createLogger } from '../../src/logger.js';
import { startServerProcess, until } from '@emoney/test-support/server-process';
import { exchangeCode, hostedFlow, refreshToken } from '../support/oauth.js';
import { Receiver } from '../support/receiver.js';
import type { TestServer } from '../support/test-app.js';
import { openTestDatabase, TEST_DATABASE } from '../support/test-db.js';
import { runCli } from './run-cli.js';

const cleanups: (() => Promise<void>)[] = [];

describe.runIf(TEST_DATABASE === 'postgres')('emoney admin: effects seen over HTTP', () => {
  let url: string;
  let api: string;
  let ctx: AppContext;
  let seed: SandboxSeed;
  const admin = (...args: string[]) => runCli(url, ['admin', ...args]);
  const token = (clientId: string, clientSecret: string) =>
    fetch(`${api}/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }) });

  beforeAll(async () => {
    const logger = createLogger('silent', 'json');
    const database = await openTestDatabase(logger);
    cleanups.push(() => database.close());
    url = database.url!;
    const config = { ...loadConfig({ ...process.env, EMONEY_PASSWORD_COST: '10', EMONEY_LOCAL_CHAINS: 'off' }), databaseUrl: url };
    const services = await startServices(config, logger, { database: { ...database, close: async () => undefined } });
    cleanups.push(async () => services.ctx.signingKey.close?.());
    ctx = services.ctx;
    seed = await seedSandbox(ctx);
    const server = await startServerProcess(url, { EMONEY_RATE_LIMIT_AUTH_PER_IP: '0', EMONEY_RATE_LIMIT_HOSTED_PER_IP: '0', EMONEY_RATE_LIMIT_HOSTED_PER_EMAIL: '0' }, cleanups);
    api = `http://127.0.0.1:${server.port!}`;
  }, 120_000);
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it('a partner and a client-credentials app created by the CLI get a token; its rotated secret replaces the old one', async () => {
    const partner = await admin('partners', 'create', '--name', 'Acme Payments', '--json');
    expect(partner.code, partner.stderr).toBe(0);
    const partnerId = partner.json().id as string;
    const created = await admin(
      ...['apps', 'create', '--partner', partnerId, '--kind', 'client_credentials', '--name', 'Acme backend', '--json'],
      ...['--privacy-url', 'https://acme.example/privacy', '--terms-url', 'https://acme.example/terms', '--privilege', 'signup', '--privilege', 'requestIban'],
    );
    expect(created.code, created.stderr).toBe(0);
    const app = created.json();
    expect(app).toMatchObject({ kind: 'client_credentials', partnerId, clientId: expect.any(String), clientSecret: expect.any(String), profileId: expect.any(String) });
    const first = await token(app.clientId, app.clientSecret);
    expect(first.status).toBe(200);
    // The token acts on the app's own approved corporate profile.
    const accessToken = ((await first.json()) as { access_token: string }).access_token;
    const profiles = await fetch(`${api}/profiles`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(profiles.status).toBe(200);
    expect(JSON.stringify(await profiles.json())).toContain(app.profileId);

    const listed = await admin('apps', 'list', '--partner', partnerId, '--json');
    expect(listed.json().apps).toEqual([expect.objectContaining({ clientId: app.clientId, name: 'Acme backend', privileges: ['signup', 'requestIban'], hasSecret: true })]);
    const people = await admin('partners', 'list');
    expect(people.code).toBe(0);
    expect(people.stdout).toMatch(/Acme Payments\s+1\s/);

    const rotated = await admin('secrets', 'rotate', '--app', app.clientId, '--json');
    expect(rotated.code, rotated.stderr).toBe(0);
    const { clientSecret } = rotated.json();
    expect(clientSecret).not.toBe(app.clientSecret);
    const old = await token(app.clientId, app.clientSecret);
    expect(old.status).toBe(400);
    expect(((await old.json()) as { message: string }).message).toBe('The client secret is wrong');
    expect((await token(app.clientId, clientSecret)).status).toBe(200);
  }, 300_000);

  it('partners invite: the invitee signs up to the dashboard with that address and joins the partner with the role given', async () => {
    const partner = (await admin('partners', 'create', '--name', 'Invite Co', '--json')).json();
    const email = `invitee-${randomBytes(4).toString('hex')}@example.org`;
    const invited = await admin('partners', 'invite', '--partner', partner.id, '--email', email, '--role', 'read_only', '--json');
    expect(invited.code, invited.stderr).toBe(0);
    expect(invited.json()).toMatchObject({ partnerId: partner.id, email, role: 'read_only' });
    const unknown = await admin('partners', 'invite', '--partner', '6f1c0a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a', '--email', email);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toMatch(/no partner/);
    const csrf = ((await (await fetch(`${api}/dashboard/api/session/csrf`)).json()) as { csrfToken: string }).csrfToken;
    const headers = { 'Content-Type': 'application/json', Cookie: `emoney_csrf=${csrf}`, 'X-CSRF-Token': csrf };
    const signUp = await fetch(`${api}/dashboard/api/session/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'a long dashboard password' }) });
    expect(signUp.status).toBe(202);
    const mail = await ctx.db.selectFrom('outbound_emails').select('body').where('to_address', '=', email).where('subject', '=', 'Your emoney dashboard code').executeTakeFirstOrThrow();
    const code = /\b(\d{8})\s*$/m.exec(mail.body)![1]!;
    const verified = await fetch(`${api}/dashboard/api/session/verify`, { method: 'POST', headers, body: JSON.stringify({ email, code }) });
    expect(verified.status).toBe(201);
    expect(await verified.json()).toMatchObject({ member: { email, role: 'read_only' }, partner: { id: partner.id, name: 'Invite Co' } });
  }, 120_000);

  it('an authorization-code app with redirect URIs, logo and verified domain: /auth accepts only its URIs', async () => {
    const partner = (await admin('partners', 'create', '--name', 'Wallet Co', '--json')).json();
    const created = await admin(
      ...['apps', 'create', '--partner', partner.id, '--kind', 'authorization_code', '--name', 'Wallet', '--json', '--privilege', 'all'],
      ...['--privacy-url', 'https://wallet.example/privacy', '--terms-url', 'https://wallet.example/terms', '--redirect-uri', 'https://app.wallet.example/callback'],
      ...['--logo-url', 'https://wallet.example/logo.svg', '--verified-domain', 'wallet.example'],
    );
    expect(created.code, created.stderr).toBe(0);
    const app = created.json();
    expect(app.clientSecret).toBeUndefined();
    const listed = (await admin('apps', 'list', '--partner', partner.id, '--json')).json().apps[0];
    expect(listed).toMatchObject({ logoUrl: 'https://wallet.example/logo.svg', verifiedDomain: 'wallet.example', redirectUris: ['https://app.wallet.example/callback'], hasSecret: false });
    const authorize = (redirectUri: string) =>
      fetch(`${api}/auth?${new URLSearchParams({ client_id: app.clientId, redirect_uri: redirectUri, code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' })}`, { redirect: 'manual' });
    expect((await authorize('https://app.wallet.example/callback')).status).toBe(307);
    expect((await authorize('https://evil.example/callback')).status).toBe(400);
    // A public client has no secret to rotate.
    const rotate = await admin('secrets', 'rotate', '--app', app.clientId);
    expect(rotate.code).toBe(1);
    expect(rotate.stderr).toMatch(/public client/);
  }, 300_000);

  it('a grant listed and revoked by the CLI: its refresh token no longer works', async () => {
    const server = { url: api, seed, ctx } as unknown as TestServer;
    const flow = await hostedFlow(server);
    const exchanged = await exchangeCode(server, flow.code, flow.verifier);
    expect(exchanged.status).toBe(200);
    const refresh = exchanged.body.refresh_token as string;
    const grants = await admin('grants', 'list', '--user', flow.email, '--json');
    expect(grants.code, grants.stderr).toBe(0);
    expect(grants.json().grants).toEqual([expect.objectContaining({ clientId: seed.authClientId, email: flow.email, kind: 'consent', liveTokenFamilies: 1 })]);
    const revoked = await admin('grants', 'revoke', '--app', seed.authClientId, '--user', flow.email, '--json');
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.json()).toMatchObject({ removedAuthorizations: 1, revokedTokenFamilies: 1 });
    const after = await refreshToken(server, refresh, seed.authClientId);
    expect(after.status).toBe(400);
    expect(after.body.message).toBe('The refresh token has been revoked');
    expect((await admin('grants', 'list', '--user', flow.email, '--json')).json().grants).toEqual([]);
    // Nothing left to revoke: an error, not a silent success.
    const again = await admin('grants', 'revoke', '--app', seed.authClientId, '--user', flow.email);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/has granted the app .* nothing/);
  }, 300_000);

  it('a delivery replayed by the CLI reaches the receiver again, with the same webhook-id', async () => {
    const receiver = await new Receiver().start();
    cleanups.push(() => receiver.stop());
    const tokenRes = await token(seed.clientId, seed.clientSecret);
    const bearer = ((await tokenRes.json()) as { access_token: string }).access_token;
    const subscribed = await fetch(`${api}/webhooks`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, secret: `whsec_${randomBytes(32).toString('base64')}`, types: ['profile.updated'] }),
    });
    expect(subscribed.status).toBe(201);
    await ctx.db.transaction().execute((trx) => emitEvent(trx, { type: 'profile.updated', profileId: seed.profileId, data: { id: seed.profileId }, now: new Date() }));
    await until(() => receiver.of('profile.updated').length === 1, 20_000, 'the first delivery');
    const listed = await admin('webhooks', 'deliveries', '--state', 'delivered', '--json');
    expect(listed.code, listed.stderr).toBe(0);
    const [delivery] = listed.json().deliveries;
    expect(delivery).toMatchObject({ type: 'profile.updated', state: 'delivered', url: receiver.url });
    const replayed = await admin('webhooks', 'replay', delivery.id, '--json');
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(replayed.json()).toMatchObject({ deliveryId: delivery.id, state: 'pending' });
    await until(() => receiver.of('profile.updated').length === 2, 20_000, 'the replayed delivery');
    const [first, second] = receiver.of('profile.updated');
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
  }, 300_000);

  it('signing and data keys: rotated in the database, or a new key-ring value printed', async () => {
    const before = await fetch(`${api}/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: seed.clientId, client_secret: seed.clientSecret }) });
    const oldToken = ((await before.json()) as { access_token: string }).access_token;
    const signing = await admin('signing-keys', 'rotate', '--json');
    expect(signing.code, signing.stderr).toBe(0);
    const { kid, source } = signing.json();
    expect(source).toBe('database');
    const keys = await ctx.db.selectFrom('signing_keys').select(['kid', 'retired_at']).execute();
    expect(keys.filter((k) => k.retired_at === null).map((k) => k.kid)).toEqual([kid]);
    // A token signed with the retired key keeps working until it expires.
    expect((await fetch(`${api}/profiles`, { headers: { Authorization: `Bearer ${oldToken}` } })).status).toBe(200);

    const fromEnv = await runCli(url, ['admin', 'signing-keys', 'rotate', '--json'], { EMONEY_TOKEN_SIGNING_KEYS: `old:${randomBytes(32).toString('base64')}` });
    expect(fromEnv.code, fromEnv.stderr).toBe(0);
    const ring = parseKeyRing(fromEnv.json().env.EMONEY_TOKEN_SIGNING_KEYS);
    expect('ring' in ring && ring.ring?.map((k) => k.kid)).toEqual([fromEnv.json().kid, 'old']);

    const data = await admin('data-keys', 'rotate', '--json');
    expect(data.code, data.stderr).toBe(0);
    const value = data.json().env.EMONEY_DATA_KEYS as string;
    const dataRing = parseKeyRing(value, { bytes: 32 });
    expect('ring' in dataRing && dataRing.ring?.length).toBe(2);
    // With the printed value, every webhook secret is sealed again under the new key.
    const resealed = await runCli(url, ['admin', 'data-keys', 'status', '--json'], { EMONEY_DATA_KEYS: value });
    expect(resealed.code, resealed.stderr).toBe(0);
    expect(resealed.json()).toMatchObject({ currentKid: data.json().kid, webhookSecrets: [{ kid: data.json().kid, current: true }] });
  }, 300_000);
});
