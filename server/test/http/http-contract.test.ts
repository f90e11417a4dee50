import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../src/handlers.js';
import { operations } from '../support/examples.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

const VENDOR = 'application/vnd.emoney.api-v2+json';
let server: TestServer;
let app: string;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  app = server.url;
  token = await clientCredentialsToken(server);
});
afterAll(async () => {
  await server?.close();
});

function send(method: string, url: string) {
  return (request(app) as unknown as Record<string, (u: string) => request.Test>)[method]!(url).set('Authorization', `Bearer ${token}`);
}

describe('GET /', () => {
  it('welcomes without authentication, in the vendor media type', async () => {
    const res = await request(app).get('/').set('Accept', VENDOR);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain(VENDOR);
    expect(res.body).toEqual({
      hello: 'Welcome to the emoney API v2 (sandbox)',
      docs: `${app}/js-monorepo/`,
      twitter: 'https://twitter.com/emoney',
    });
  });
});

describe('the handler registry', () => {
  it('serves every operation of the contract (no placeholder left)', () => {
    const placeholders = operations.filter((op) => 'notImplemented' in handlers[op.operationId]).map((op) => op.operationId);
    expect(placeholders).toEqual([]);
  });
});

describe('requests that break the contract', () => {
  it('answers a bad query enum with 400 and a message per field', async () => {
    const res = await send('get', '/profiles?state=sleeping&kind=robot');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.status).toBe(400);
    expect(res.body.errors.state).toMatch(/^State must be one of: created, incomplete, pending, approved, rejected, blocked$/);
    expect(res.body.errors.kind).toMatch(/^Kind must be one of: personal, corporate$/);
  });

  it('names a missing required field the way the product specification does', async () => {
    const res = await send('put', '/profiles/3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10/details').send({ personal: { lastName: 'Doe' } });
    expect(res.status).toBe(400);
    expect(res.body.errors['personal.firstName']).toBe('First name is missing');
  });

  it('rejects a path parameter that breaks its pattern', async () => {
    const res = await send('get', '/addresses/0x1234');
    expect(res.status).toBe(400);
    expect(res.body.errors.address).toBe('Address is not valid');
  });

  it('refuses ids in forms the database cannot take (urn:uuid:…) with 400, not 500', async () => {
    const res = await send('get', '/profiles/urn:uuid:3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10');
    expect(res.status).toBe(400);
    expect(res.body.errors.profile).toBe('Profile is not valid');
  });

  it('answers malformed JSON with 400, not a crash', async () => {
    const res = await send('post', '/orders').set('Content-Type', 'application/json').send('{"amount":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'bad_request', status: 400 });
    const after = await request(app).get('/');
    expect(after.status).toBe(200);
  });

  it('answers an unknown path with 404 and a wrong method with 405, both with the error body', async () => {
    const missing = await request(app).get('/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', status: 404, message: 'No such path: GET /nowhere', requestId: expect.any(String) });
    const wrong = await send('delete', '/tokens');
    expect(wrong.status).toBe(405);
    expect(wrong.body.code).toBe('method_not_allowed');
  });
});

describe('validation messages of a oneOf body', () => {
  it('speaks only of the branch the caller meant', async () => {
    const res = await send('put', '/profiles/3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10/details').send({ personal: { firstName: 'J', lastName: 'Doe' } });
    expect(res.status).toBe(400);
    expect(res.body.errors['personal.firstName']).toBe('First name must be at least 2 characters');
    expect(res.body.errors).not.toHaveProperty('corporate');
    expect(res.body.errors).not.toHaveProperty('personal');
  });
});

describe('multipart uploads', () => {
  it('answers a malformed multipart body with 400', async () => {
    const res = await send('post', '/files')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nunterminated');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('bad_request');
  });
});
