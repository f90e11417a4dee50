import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// HTML pages sent only `frame-ancestors 'none'` as their CSP although the
// screens have no inline script; and production started with an `http` public URL sent the
// session and anti-CSRF cookies without `Secure`.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The CSP's directives by name. */
function directives(header: string | undefined): Record<string, string> {
  return Object.fromEntries((header ?? '').split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.split(/\s+/)[0], d.slice(d.indexOf(' ') + 1)]));
}

describe('a strict Content-Security-Policy on the hosted screens', () => {
  it.each(['/onboarding/', '/onboarding/consent?request=x', '/onboarding/api/session/csrf', '/'])('GET %s: no inline script, nothing but this origin, never framed', async (path) => {
    const res = await request(server.url).get(path);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toBe("'none'");
    expect(csp['script-src']).toBe("'self'");
    expect(csp['style-src']).toBe("'self'");
    expect(csp['connect-src']).toBe("'self'");
    expect(csp['base-uri']).toBe("'none'");
    expect(csp['form-action']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});

describe('production refuses an http public URL (cookies could not be Secure)', () => {
  const production = { EMONEY_MODE: 'production', EMONEY_SECRET_HASH_KEY: 'a production key of at least 32 characters' };

  it('refuses to start with http on a public host, naming the fix', () => {
    expect(() => loadConfig({ ...production, EMONEY_PUBLIC_URL: 'http://emoney.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, EMONEY_PUBLIC_URL: 'http://emoney.example.com' })).toThrow(/must be https in production.*Secure/);
    expect(() => loadConfig({ ...production, EMONEY_PUBLIC_URL: 'http://10.0.0.5:8080' })).toThrow(ConfigError);
  });

  it('accepts https, and http only on a loopback host; the sandbox is unchanged', () => {
    expect(loadConfig({ ...production, EMONEY_PUBLIC_URL: 'https://emoney.example.com' }).publicUrl).toBe('https://emoney.example.com');
    expect(loadConfig({ ...production, EMONEY_PUBLIC_URL: 'http://127.0.0.1:4000' }).publicUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ ...production }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ EMONEY_PUBLIC_URL: 'http://sandbox.example.com' }).mode).toBe('sandbox');
  });
});
