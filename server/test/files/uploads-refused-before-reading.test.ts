/**
 * What the server refuses it does not read first: an anonymous body of more than a few kB for an
 * operation that needs a caller, an upload past its profile's quota or larger than any file may
 * be, and an upload beyond the ones in flight a caller or the process may have. Each request
 * below sends only the start of its body: the answer must come while the rest is still unsent.
 */
import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PDF } from '../profiles/helpers.js';
import { partnerApp } from '../support/partners.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ uploads: { quotaFiles: 0, quotaBytes: 1000, inFlightPerCaller: 2, inFlightPerProcess: 3 } });
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const open: ClientRequest[] = [];
interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A request that declares `declared` bytes and sends only `start`: resolves with the answer if it
 * comes before the rest of the body, rejects after `waitMs` otherwise. The request stays open
 * (call `abortAll`), as a slow client's would.
 */
function startOfBody(path: string, headers: Record<string, string>, start: Buffer, declared: number, waitMs = 4000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'Content-Length': String(declared) } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
    });
    req.on('error', () => undefined);
    open.push(req);
    req.write(start);
    setTimeout(() => reject(new Error(`no answer to ${path} while its body was unsent`)), waitMs).unref();
  });
}
const abortAll = () => open.splice(0).forEach((req) => req.destroy());

const BOUNDARY = 'emoney-test-boundary';
const multipartStart = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
  PDF,
]);
const uploadHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, Accept: 'application/vnd.emoney.api-v2+json' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('bodies refused before they are read', () => {
  it('an anonymous JSON body of more than a few kB for an operation that needs a caller: 401 unread', async () => {
    const answer = await startOfBody('/webhooks', { 'Content-Type': 'application/json' }, Buffer.from('{"url":"'), 500_000);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: expect.any(String), status: 401 });
    abortAll();
  });

  it('an upload naming a malformed profile id: 400 from the request validation, never a 5xx', async () => {
    const token = await clientCredentialsToken(server);
    for (const profile of ['Ja%00ne', 'null', '..%2F..%2Fetc%2Fpasswd']) {
      const answer = await api(server, token).upload(`/files?profile=${profile}`, PDF, 'a.pdf', 'application/pdf');
      expect(answer.status, profile).toBe(400);
      expect(answer.body).toMatchObject({ code: expect.any(String), status: 400 });
    }
  });

  it('an upload larger than any file may be: 413 unread', async () => {
    const token = await clientCredentialsToken(server);
    const answer = await startOfBody('/files', uploadHeaders(token), multipartStart, 20 * 1024 * 1024);
    expect(answer.status).toBe(413);
    abortAll();
  });

  it('an upload to a profile whose quota is full: 413 unread', async () => {
    const token = await clientCredentialsToken(server);
    const fill = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1000 - 9, 0x20)]);
    expect((await api(server, token).upload('/files', fill, 'fill.pdf', 'application/pdf')).status).toBe(201);
    const answer = await startOfBody('/files', uploadHeaders(token), multipartStart, 4 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/quota/);
    abortAll();
  });

  it('uploads past the ones in flight a caller, then the process, may have: 429 unread; the places come back when they end', async () => {
    const first = await partnerApp(server);
    const second = await partnerApp(server);
    // Two slow uploads of the first caller are admitted and held.
    const held = [startOfBody('/files', uploadHeaders(first.token), multipartStart, 4 * 1024 * 1024, 60_000), startOfBody('/files', uploadHeaders(first.token), multipartStart, 4 * 1024 * 1024, 60_000)];
    held.forEach((answer) => answer.catch(() => undefined));
    await pause(1500);
    const third = await startOfBody('/files', uploadHeaders(first.token), multipartStart, 4 * 1024 * 1024);
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/one caller/);
    // Another caller gets the process's last place, then none is left.
    const other = startOfBody('/files', uploadHeaders(second.token), multipartStart, 4 * 1024 * 1024, 60_000);
    other.catch(() => undefined);
    await pause(1500);
    const full = await startOfBody('/files', uploadHeaders(second.token), multipartStart, 4 * 1024 * 1024);
    expect(full.status).toBe(429);
    expect(full.body.message).toMatch(/as many uploads/);
    abortAll();
    await pause(500);
    expect((await api(server, first.token).upload('/files', PDF, 'after.pdf', 'application/pdf')).status).toBe(201);
  });
});
