import { randomUUID } from 'node:crypto';
import type { Wallet } from 'ethers';
import request from 'supertest';
import { expect } from 'vitest';
import { checkLedger } from '../../src/features/money/ledger.repository.js';
import { exchangeCode, hostedFlow } from '../support/oauth.js';
import type { TestServer } from '../support/test-app.js';

/** A customer made through the hosted screens: signed up, approved (sandbox), one wallet linked on `chain`. */
export interface Customer {
  token: string;
  wallet: Wallet;
  /** The wallet's address, EIP-55. */
  address: string;
  chain: string;
  profileId: string;
}

export async function newCustomer(server: TestServer, chain = 'sepolia'): Promise<Customer> {
  const flow = await hostedFlow(server, { chain });
  const tokens = await exchangeCode(server, flow.code, flow.verifier);
  if (tokens.status !== 200) throw new Error(`token exchange answered ${tokens.status}`);
  const token = tokens.body.access_token as string;
  const context = await request(server.url).get('/auth/context').set('Authorization', `Bearer ${token}`);
  return { token, wallet: flow.wallet, address: flow.wallet.address, chain, profileId: context.body.defaultProfile as string };
}

/** Requests with a bearer token. */
export function as(server: TestServer, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  return {
    get: (path: string) => request(server.url).get(path).set(auth),
    post: (path: string, body?: object) => request(server.url).post(path).set(auth).send(body),
    patch: (path: string, body?: object) => request(server.url).patch(path).set(auth).send(body),
  };
}

/** Runs the jobs that are due after moving the clock on. */
export async function runJobsAfter(server: TestServer, ms: number): Promise<void> {
  server.clock.advance(ms);
  await server.jobs.runDue();
}

/** Requests an IBAN for the customer's address and lets the provisioning job run; answers the IBAN. */
export async function provisionedIban(server: TestServer, customer: Customer): Promise<string> {
  const requested = await as(server, customer.token).post('/ibans', { address: customer.address, chain: customer.chain });
  expect(requested.status).toBe(202);
  await runJobsAfter(server, server.ctx.config.sandbox.ibanDelayMs);
  const list = await as(server, customer.token).get(`/ibans?profile=${customer.profileId}`);
  expect(list.status).toBe(200);
  expect(list.body.ibans).toHaveLength(1);
  expect(list.body.ibans[0].state).toBe('approved');
  return list.body.ibans[0].iban as string;
}

/**
 * Simulates a payment to the IBAN and answers the issue order once its mint is sent: at once on the
 * simulated chains; on a local chain the answer has no `txHashes` yet, and the order is read again
 * (see {@link sentOrder}).
 */
export async function pay(server: TestServer, customer: Customer, iban: string, amount: string, currency = 'eur') {
  const res = await as(server, customer.token).post('/sandbox/payments', { iban, amount, currency });
  expect(res.status).toBe(201);
  if (res.body.meta.txHashes) return res.body;
  return sentOrder(server, customer.token, res.body.id as string);
}

/**
 * The order once its onchain transactions are sent, as a partner waits for it: read again until
 * `meta.txHashes` has `legs` hashes, a few times, the test's server running its due jobs (the
 * signing job) between reads instead of polling. Fails saying what it last read.
 */
export async function sentOrder(server: TestServer, token: string, orderId: string, legs = 1) {
  let order: { state?: string; meta?: { txHashes?: string[] } } = {};
  for (let attempt = 0; attempt < 10; attempt++) {
    await server.jobs.runDue();
    const res = await as(server, token).get(`/orders/${orderId}`);
    expect(res.status).toBe(200);
    order = res.body;
    if ((order.meta?.txHashes?.length ?? 0) >= legs) return res.body;
  }
  throw new Error(`order ${orderId} has no ${legs} onchain transaction(s) after 10 job passes: ${JSON.stringify({ state: order.state, txHashes: order.meta?.txHashes })}`);
}

/** A customer with an approved IBAN and `amount` EUR minted on their address. */
export async function fundedCustomer(server: TestServer, amount: string, chain = 'sepolia'): Promise<Customer & { iban: string }> {
  const customer = await newCustomer(server, chain);
  const iban = await provisionedIban(server, customer);
  await pay(server, customer, iban, amount);
  return { ...customer, iban };
}

/** RFC 3339 to the minute, in UTC (`2026-11-22T09:30Z`). */
export function minuteUtc(date: Date): string {
  return `${date.toISOString().slice(0, 16)}Z`;
}

/** The same instant written with an offset (`+02:00`), to the minute. */
export function minuteWithOffset(date: Date, offsetMinutes: number): string {
  const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 16);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A valid payout IBAN of someone else (the well-known German test IBAN). */
export const PAYEE_IBAN = 'DE89370400440532013000';

export interface RedeemOptions {
  amount?: string;
  currency?: string;
  id?: string;
  iban?: string;
  /** Overrides the message entirely (then signed as given). */
  message?: string;
  /** The `{IBAN}` / `{address} on {chain}` part of the message. */
  to?: string;
  at?: string;
  memo?: string;
  supportingDocumentId?: string;
  crossChain?: { address: string; chain: string };
  signer?: Wallet;
}

/** A NewOrder body to the payee's IBAN (or cross-chain), signed by the customer's wallet unless another signer is given. */
let messageCounter = 0;

export async function redeemBody(server: TestServer, customer: Customer, options: RedeemOptions = {}) {
  const amount = options.amount ?? '10.00';
  const currency = options.currency ?? 'eur';
  // Each signature places one order: a distinct fraction of a second keeps default messages apart.
  const at = options.at ?? `${minuteUtc(server.clock.now()).slice(0, -1)}:00.${String(++messageCounter).padStart(6, '0')}Z`;
  const to = options.to ?? (options.crossChain ? `${options.crossChain.address} on ${options.crossChain.chain}` : (options.iban ?? PAYEE_IBAN));
  const message = options.message ?? `Send ${currency.toUpperCase()} ${amount} to ${to} at ${at}`;
  const signature = await (options.signer ?? customer.wallet).signMessage(message);
  return {
    id: options.id ?? randomUUID(),
    address: customer.address,
    currency,
    chain: customer.chain,
    kind: 'redeem',
    amount,
    counterpart: options.crossChain
      ? { identifier: { standard: 'chain', address: options.crossChain.address, chain: options.crossChain.chain }, details: {} }
      : { identifier: { standard: 'iban', iban: options.iban ?? PAYEE_IBAN }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
    message,
    signature,
    ...(options.memo ? { memo: options.memo } : {}),
    ...(options.supportingDocumentId ? { supportingDocumentId: options.supportingDocumentId } : {}),
  };
}

export async function balance(server: TestServer, customer: Customer, currency = 'eur'): Promise<string> {
  const res = await as(server, customer.token).get(`/balances/${customer.chain}/${customer.address}?currency=${currency}`);
  expect(res.status).toBe(200);
  return res.body.balances[0].amount as string;
}

/** The ledger invariants: every transaction balances, everything sums to zero, nobody is overdrawn. */
export async function expectSoundLedger(server: TestServer): Promise<void> {
  const report = await checkLedger(server.ctx.db);
  expect(report.unbalanced).toEqual([]);
  expect(report.oneSided).toEqual([]);
  expect(report.overdrawn).toEqual([]);
  expect(report.total).toBe(0n);
  expect(report.ok).toBe(true);
}
