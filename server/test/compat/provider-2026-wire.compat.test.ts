/**
 * The provider's 2026-08 wire details a partner's code reads or sends: `auth_mode` on `/auth`,
 * and a redeem order's beneficiary named by `details: { name }` (as the provider's client types
 * allow). The 202 body of `POST /addresses`, `pending[].message` and the `placed` filter are
 * covered beside their features (addresses/, money/scenario).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { as, fundedCustomer, redeemBody, runJobsAfter } from '../money/money-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const authorize = (extra: Record<string, string>) =>
  fetch(`${server.url}/auth?${new URLSearchParams({ client_id: server.seed.authClientId, redirect_uri: REDIRECT_URI, code_challenge: pkcePair().challenge, code_challenge_method: 'S256', ...extra })}`, {
    redirect: 'manual',
  });

describe('auth_mode on /auth', () => {
  it('opens the hosted screens at the sign-in or the sign-up form', async () => {
    const login = await authorize({ auth_mode: 'login' });
    expect(login.status).toBe(307);
    expect(new URL(login.headers.get('location')!).searchParams.get('mode')).toBe('login');
    const signup = await authorize({ auth_mode: 'signup' });
    expect(new URL(signup.headers.get('location')!).searchParams.get('mode')).toBe('signup');
    // Left out, the screens decide (sign-up first); skip_create_account keeps them at sign-in.
    expect(new URL((await authorize({})).headers.get('location')!).searchParams.has('mode')).toBe(false);
    const skipped = await authorize({ auth_mode: 'signup', skip_create_account: 'true' });
    expect(new URL(skipped.headers.get('location')!).searchParams.has('mode')).toBe(false);
  });

  it('is posted as a form field too, and an unknown mode is refused', async () => {
    const form = new URLSearchParams({ client_id: server.seed.authClientId, redirect_uri: REDIRECT_URI, code_challenge: pkcePair().challenge, code_challenge_method: 'S256', auth_mode: 'login' });
    const posted = await fetch(`${server.url}/auth`, { method: 'POST', body: form, redirect: 'manual' });
    expect(posted.status).toBe(307);
    expect(new URL(posted.headers.get('location')!).searchParams.get('mode')).toBe('login');
    const unknown = await authorize({ auth_mode: 'register' });
    expect([302, 400]).toContain(unknown.status);
    if (unknown.status === 302) expect(new URL(unknown.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });
});

describe('a redeem order to a beneficiary named by details: { name }', () => {
  it('is placed and answered with the name as given', async () => {
    const customer = await fundedCustomer(server, '50');
    const body = await redeemBody(server, customer, { amount: '5.00' });
    const placed = await as(server, customer.token).post('/orders', { ...body, counterpart: { ...body.counterpart, details: { name: 'Hanna Schmidt' } } });
    expect(placed.status).toBe(200);
    expect(placed.body.counterpart.details).toEqual({ name: 'Hanna Schmidt' });
    await runJobsAfter(server, 5_000);
    expect((await as(server, customer.token).get(`/orders/${body.id}`)).body.counterpart.details).toEqual({ name: 'Hanna Schmidt' });
  });

  it('refuses a name with fields no form has', async () => {
    const customer = await fundedCustomer(server, '50');
    const body = await redeemBody(server, customer, { amount: '5.00' });
    const res = await as(server, customer.token).post('/orders', { ...body, counterpart: { ...body.counterpart, details: { name: 'Hanna Schmidt', nickname: 'H' } } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: expect.any(String) });
  });
});
