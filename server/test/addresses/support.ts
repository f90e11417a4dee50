import { hashMessage, Signature, solidityPackedKeccak256, Wallet } from 'ethers';
import request from 'supertest';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { exchangeCode, hostedFlow } from '../support/oauth.js';
import { partnerApp } from '../support/partners.js';
import type { TestServer } from '../support/test-app.js';

export { LINK_MESSAGE };

/** secp256k1 group order. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

export interface Customer {
  token: string;
  profileId: string;
  /** The wallet the hosted flow linked on sepolia. */
  wallet: Wallet;
}

/** A brand-new customer (hosted flow: signed up, onboarded, a wallet linked on sepolia) and their token. */
export async function newCustomer(server: TestServer): Promise<Customer> {
  const flow = await hostedFlow(server);
  const tokens = await exchangeCode(server, flow.code, flow.verifier);
  if (tokens.status !== 200) throw new Error(`token exchange answered ${tokens.status}`);
  const token = tokens.body.access_token as string;
  const context = await request(server.url).get('/auth/context').set('Authorization', `Bearer ${token}`);
  return { token, profileId: context.body.defaultProfile as string, wallet: flow.wallet };
}

/** Requests of one caller. */
export function as(server: TestServer, token: string) {
  const auth = `Bearer ${token}`;
  return {
    link: (body: Record<string, unknown>) => request(server.url).post('/addresses').set('Authorization', auth).send(body),
    list: (query: Record<string, string> = {}) => request(server.url).get('/addresses').query(query).set('Authorization', auth),
    get: (address: string) => request(server.url).get(`/addresses/${address}`).set('Authorization', auth),
    simulate: (address: string, body: Record<string, unknown>) =>
      request(server.url).post(`/sandbox/addresses/${address}`).set('Authorization', auth).send(body),
  };
}

/** A link request body for `address` on `chain` with `signature` and the fixed message. */
export function linkBody(profile: string, address: string, signature: string, chain = 'sepolia', message: string = LINK_MESSAGE) {
  return { profile, address, chain, message, signature };
}

/** The same signature with v written 0/1 instead of 27/28. */
export function withZeroOneV(signature: string): string {
  const v = parseInt(signature.slice(130), 16);
  return signature.slice(0, 130) + (v - 27).toString(16).padStart(2, '0');
}

/** The malleable twin of a signature: s → n − s with the recovery bit flipped (valid math, high s). */
export function highSTwin(signature: string): { twin: string; r: bigint; s: bigint; recovery: number } {
  const sig = Signature.from(signature);
  const s = N - BigInt(sig.s);
  const v = sig.v === 27 ? 28 : 27;
  const twin = `0x${sig.r.slice(2)}${s.toString(16).padStart(64, '0')}${v.toString(16)}`;
  return { twin, r: BigInt(sig.r), s, recovery: v - 27 };
}

/** The sandbox's ERC-1271 rule, computed with ethers (independently of the server's code). */
export function sandboxContractSignature(address: string, message: string = LINK_MESSAGE): string {
  return solidityPackedKeccak256(['bytes32', 'address'], [hashMessage(message), address]);
}

/** A fresh address that stands for a smart-contract wallet (no key signs for it). */
export function contractAddress(): string {
  return Wallet.createRandom().address;
}

/** A client-credentials app of the seeded partner without any privilege, and its token. */
export async function unprivilegedToken(server: TestServer): Promise<string> {
  return (await partnerApp(server, { partnerId: server.seed.partnerId, privileges: [], kycModel: 'reliance' })).token;
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
