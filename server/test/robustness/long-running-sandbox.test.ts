import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { takeConnectionReentries } from '../../src/db/connection-guard.js';
import { exampleRequest, operations } from '../support/examples.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

/**
 * A partner keeps a sandbox running for hours; a feature test lasts seconds. One server, every
 * cache lifetime set short through configuration (signing keys reread every 200 ms, rate-limit
 * windows of 1 s), and every operation of the contract called in rounds past those lifetimes:
 * each answers, none with a 5xx, and no request ever waits on its own database connection.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a sandbox kept running past every cache lifetime', () => {
  let server: TestServer;
  beforeAll(async () => {
    const base = loadConfig();
    server = await startTestServer({
      auth: { ...base.auth, signingKeysReloadMs: 200 },
      rateLimits: { ...base.rateLimits, windowMs: 1000 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers every operation, round after round', { timeout: 180_000 }, async () => {
    for (let round = 1; round <= 3; round++) {
      await sleep(1100);
      const token = await clientCredentialsToken(server);
      for (const op of operations) {
        const example = exampleRequest(op);
        let call = (request(server.url) as unknown as Record<string, (u: string) => request.Test>)[op.method]!(example.url)
          .set('Accept', 'application/vnd.emoney.api-v2+json')
          .set('Authorization', `Bearer ${token}`)
          .timeout({ response: 5000 });
        if (example.body !== undefined && example.contentType && !example.contentType.startsWith('multipart/')) {
          call = call.set('Content-Type', example.contentType).send(
            example.contentType.includes('form-urlencoded') ? new URLSearchParams(example.body as Record<string, string>).toString() : JSON.stringify(example.body),
          );
        }
        const res = await call.catch((err: unknown) => {
          throw new Error(`round ${round}: ${op.method.toUpperCase()} ${op.path} (${op.operationId}) did not answer: ${String(err)}`);
        });
        expect(res.status, `round ${round}: ${op.operationId} answered ${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
      }
      expect(takeConnectionReentries(), `round ${round}`).toEqual([]);
    }
  });
});
