import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFileStorage } from '../../src/features/files/file-storage.js';
import { api, JPEG, partnerApp, PDF, signUpCustomer, type Api } from '../profiles/helpers.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

const MAX = 5 * 1024 * 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

let server: TestServer;
let partner: Api;
let partnerUserId: string;
beforeAll(async () => {
  server = await startTestServer();
  partner = api(server, await clientCredentialsToken(server));
  partnerUserId = (await partner.get('/auth/context')).body.userId as string;
});
afterAll(async () => {
  await server?.close();
});

/** A PDF of exactly `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('POST /files', () => {
  it('stores a PDF for the caller’s default profile and answers the file (201)', async () => {
    const res = await partner.upload('/files', PDF, 'statement-2026.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    const now = server.clock.now().toISOString();
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'statement-2026.pdf',
      type: 'application/pdf',
      size: PDF.length,
      hash: sha256(PDF),
      meta: { uploadedBy: partnerUserId, createdAt: now, updatedAt: now },
    });
    const row = await server.ctx.db.selectFrom('files').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.profile_id).toBe(server.seed.profileId);
    // The bytes went through the storage interface, into the database.
    const stored = await databaseFileStorage.get(server.ctx.db, res.body.id);
    expect(stored?.equals(PDF)).toBe(true);
  });

  it('decides the type by the magic bytes, not the declared type or the name', async () => {
    const jpeg = await partner.upload('/files', JPEG, 'photo.pdf', 'application/pdf');
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.type).toBe('image/jpeg');
    const pdf = await partner.upload('/files', PDF, 'notes.txt', 'text/plain');
    expect(pdf.status).toBe(201);
    expect(pdf.body.type).toBe('application/pdf');
  });

  it.each([
    ['a PNG declared as a PDF', PNG],
    ['text declared as a PDF', Buffer.from('just some text, not a PDF')],
    ['almost a PDF (%PDF without the dash)', Buffer.from('%PDF1.7\n')],
    ['two of the three JPEG bytes', Buffer.from([0xff, 0xd8])],
  ])('refuses %s (400)', async (_name, data) => {
    const res = await partner.upload('/files', data, 'document.pdf', 'application/pdf');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ file: 'File must be a PDF or a JPEG (judged by its content, not its declared type)' });
  });

  it('takes a file of exactly 5,242,880 bytes (201) and answers one byte more with 413', async () => {
    const atLimit = pdfOf(MAX);
    const ok = await partner.upload('/files', atLimit);
    expect(ok.status).toBe(201);
    expect(ok.body.size).toBe(MAX);
    expect(ok.body.hash).toBe(sha256(atLimit));
    const over = await partner.upload('/files', pdfOf(MAX + 1));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'payload_too_large', status: 413 });
  });

  it('takes a file name of 100 characters and refuses 101 (400)', async () => {
    const hundred = `${'é'.repeat(96)}.pdf`;
    const ok = await partner.upload('/files', PDF, hundred);
    expect(ok.status).toBe(201);
    expect(ok.body.name).toBe(hundred);
    const long = await partner.upload('/files', PDF, `${'a'.repeat(97)}.pdf`);
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ file: 'File name must be at most 100 characters' });
  });

  it('refuses an empty file, a request without a file, and a malformed multipart body (400)', async () => {
    const empty = await partner.upload('/files', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ file: 'File is empty' });
    const json = await partner.post('/files', { file: 'document.pdf' });
    // JSON is not a media type POST /files is declared with (declared media types are enforced).
    expect(json.status).toBe(415);
    expect(json.body.code).toBe('unsupported_media_type');
    const malformed = await partner
      .post('/files')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nunterminated');
    expect(malformed.status).toBe(400);
    const count = await server.ctx.db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('n')).where('size', '=', 0).executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('stores a file for a named profile the caller may write, and 404s anyone else’s', async () => {
    const customer = await signUpCustomer(partner);
    const res = await partner.upload(`/files?profile=${customer}`, PDF);
    expect(res.status).toBe(201);
    const row = await server.ctx.db.selectFrom('files').select('profile_id').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.profile_id).toBe(customer);

    const other = api(server, (await partnerApp(server, { kycModel: 'sharing' })).token);
    const foreign = await other.upload(`/files?profile=${customer}`, PDF);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 'not_found', status: 404, message: 'Profile not found', requestId: expect.any(String) });
    expect((await other.upload(`/files?profile=${randomUUID()}`, PDF)).status).toBe(404);
  });

  it('requires a bearer token', async () => {
    const res = await request(server.url).post('/files').attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(401);
  });
});
