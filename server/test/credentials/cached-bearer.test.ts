/**
 * A valid token's caller comes from memory in the steady state (`cachedBearer`, no promise); the
 * full check (`authenticateBearer`) decides everything else. Both must name the same caller, and
 * the memory must step aside whenever the full check could answer differently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateBearer, cachedBearer } from '../../src/features/access/principal.js';
import { forgetAuthState } from '../../src/features/access/auth-state-cache.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/features/access/access-tokens.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the caller of a token from memory', () => {
  it('is none for a token this process has not checked, then the same caller the full check named', async () => {
    const header = `Bearer ${await clientCredentialsToken(server)}`;
    expect(cachedBearer(server.ctx, header)).toBeUndefined();
    const principal = await authenticateBearer(server.ctx, header);
    expect(principal?.clientId).toBe(server.seed.clientId);
    expect(cachedBearer(server.ctx, header)).toEqual(principal);
  });

  it('steps aside when authentication state is forgotten (a revocation, a clock move), until the full check has read it again', async () => {
    const header = `Bearer ${await clientCredentialsToken(server)}`;
    const principal = await authenticateBearer(server.ctx, header);
    expect(cachedBearer(server.ctx, header)).toEqual(principal);
    forgetAuthState();
    expect(cachedBearer(server.ctx, header)).toBeUndefined();
    expect(await authenticateBearer(server.ctx, header)).toEqual(principal);
    expect(cachedBearer(server.ctx, header)).toEqual(principal);
  });

  it('steps aside for an expired token, which the full check refuses', async () => {
    const header = `Bearer ${await clientCredentialsToken(server)}`;
    expect(await authenticateBearer(server.ctx, header)).not.toBeNull();
    server.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    try {
      expect(cachedBearer(server.ctx, header)).toBeUndefined();
      expect(await authenticateBearer(server.ctx, header)).toBeNull();
    } finally {
      server.clock.advance(-(ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    }
  });

  it('is none for anything but a bearer token it has checked', () => {
    for (const header of [undefined, '', 'Bearer', 'Basic abc', 'Bearer not-a-token', `Bearer ${'a'.repeat(10_000)}`]) {
      expect(cachedBearer(server.ctx, header)).toBeUndefined();
    }
  });
});
