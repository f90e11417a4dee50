import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest, operations } from '../support/examples.js';
import type { TestServer } from '../support/test-app.js';
import { serverWithToken } from '../support/server-with-token.js';

// A request is told only the rules it breaks: a numeric amount is a wrong type, not also an
// order that would need a supporting document.
let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await serverWithToken());
});
afterAll(() => server?.close());

const example = () => exampleRequest(operations.find((op) => op.operationId === 'placeOrder')!).body as Record<string, unknown>;
const place = (body: object) => request(server.url).post('/orders').set('Authorization', `Bearer ${token}`).send(body);

describe('POST /orders with a wrong amount', () => {
  it.each([12.5, 20000])('reports only the amount for the number %s', async (amount) => {
    const res = await place({ ...example(), amount });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ amount: 'Amount must be of type string' });
  });

  it('still asks for a supporting document for 15,000 EUR or more written as a string', async () => {
    const res = await place({ ...example(), currency: 'eur', amount: '15000.00' });
    expect(res.status).toBe(400);
    expect(res.body.errors.supportingDocumentId).toBe('Supporting document id is missing');
  });
});
