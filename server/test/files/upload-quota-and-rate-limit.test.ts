import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import type { RateLimitConfig } from '../../src/features/rate-limits/rate-limits.config.js';
import { api, PDF } from '../profiles/helpers.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

// Uploads had no quota nor rate limit (10 × 5 MB accepted in 10 s, all
// kept in the database). Each profile now has a quota of files and bytes (413 past it) and a
// rate limit per window (429 with Retry-After), both documented in the contract.
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const OFF: RateLimitConfig = { windowMs: 60_000, authPerIp: 0, authPerClient: 0, hostedPerIp: 0, hostedPerEmail: 0, uploadsPerProfile: 0, trustProxy: undefined };

async function serverWith(overrides: { uploadsPerProfile?: number; uploads?: Pick<Config['uploads'], 'quotaFiles' | 'quotaBytes'> }) {
  const server = await startTestServer({
    rateLimits: { ...OFF, uploadsPerProfile: overrides.uploadsPerProfile ?? 0 },
    uploads: { inFlightPerCaller: 2, inFlightPerProcess: 16, ...(overrides.uploads ?? { quotaFiles: 0, quotaBytes: 0 }) },
  });
  servers.push(server);
  const partner = api(server, await clientCredentialsToken(server));
  const stored = async () => (await server.ctx.db.selectFrom('files').select('id').where('profile_id', '=', server.seed.profileId).execute()).length;
  return { server, partner, stored };
}

/** A PDF of exactly `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

describe('uploads: a per-profile rate limit and quota', () => {
  it('limits uploads per profile and window: 429 with Retry-After, nothing stored; a new window starts over', async () => {
    const { server, partner, stored } = await serverWith({ uploadsPerProfile: 3 });
    for (let i = 0; i < 3; i += 1) expect((await partner.upload('/files', PDF, `doc-${i}.pdf`, 'application/pdf')).status).toBe(201);
    const over = await partner.upload('/files', PDF, 'one-too-many.pdf', 'application/pdf');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 'too_many_requests', status: 429, message: expect.stringContaining('Too many requests'), requestId: expect.any(String) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await stored()).toBe(3);
    server.clock.advance(60_000);
    expect((await partner.upload('/files', PDF, 'next-window.pdf', 'application/pdf')).status).toBe(201);
  });

  it('refuses the file past the quota of files (413), storing nothing', async () => {
    const { partner, stored } = await serverWith({ uploads: { quotaFiles: 2, quotaBytes: 0 } });
    expect((await partner.upload('/files', PDF, 'a.pdf', 'application/pdf')).status).toBe(201);
    expect((await partner.upload('/files', PDF, 'b.pdf', 'application/pdf')).status).toBe(201);
    const full = await partner.upload('/files', PDF, 'c.pdf', 'application/pdf');
    expect(full.status).toBe(413);
    expect(full.body).toMatchObject({ code: 'payload_too_large', status: 413, message: expect.stringContaining('quota') });
    expect(full.body.errors.file).toMatch(/quota/);
    expect(await stored()).toBe(2);
  });

  it('refuses the file that would pass the quota of bytes (413); a smaller one still fits', async () => {
    const { partner, stored } = await serverWith({ uploads: { quotaFiles: 0, quotaBytes: 1000 } });
    expect((await partner.upload('/files', pdfOf(600), 'big.pdf', 'application/pdf')).status).toBe(201);
    const over = await partner.upload('/files', pdfOf(600), 'too-big.pdf', 'application/pdf');
    expect(over.status).toBe(413);
    expect(over.body.errors.file).toMatch(/quota of 1000/);
    expect((await partner.upload('/files', pdfOf(400), 'fits.pdf', 'application/pdf')).status).toBe(201);
    expect(await stored()).toBe(2);
  });

  it('has documented defaults: 20 uploads a minute, 100 files and 100 MB per profile', async () => {
    const { loadConfig } = await import('../../src/config.js');
    const config = loadConfig({});
    expect(config.rateLimits.uploadsPerProfile).toBe(20);
    expect(config.uploads).toEqual({ quotaFiles: 100, quotaBytes: 100 * 1024 * 1024, inFlightPerCaller: 2, inFlightPerProcess: 16 });
  });
});
