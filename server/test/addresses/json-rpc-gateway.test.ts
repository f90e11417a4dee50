import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AbiCoder, hashMessage, Interface, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeIsValidSignature, isMagicValue } from '../../src/features/addresses/json-rpc-chain-gateway.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { as, contractAddress, HOUR, LINK_MESSAGE, linkBody, sandboxContractSignature } from './support.js';

const ERC1271 = new Interface(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)']);
const MAGIC_WORD = `0x1626ba7e${'0'.repeat(56)}`;

/**
 * A tiny JSON-RPC node on loopback: a real HTTP peer for the server's ethers provider. Its
 * "contracts" answer ERC-1271 by a table; Safe-style onchain confirmations (asked with an empty
 * signature) revert "Hash not approved" until the test confirms them. It records every eth_call.
 */
class StubNode {
  readonly calls: { to: string; hash: string; signature: string }[] = [];
  /** address (lower-case) → the one signature its contract accepts. */
  readonly accepts = new Map<string, string>();
  /** addresses (lower-case) whose onchain signature is confirmed. */
  readonly confirmed = new Set<string>();
  /** addresses whose contract answers a wrong value instead of reverting. */
  readonly wrongAnswer = new Set<string>();
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as unknown;
        const answer = Array.isArray(body) ? body.map((r) => this.answer(r)) : this.answer(body);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private answer(request: unknown): unknown {
    const { id, method, params } = request as { id: number; method: string; params: unknown[] };
    if (method === 'eth_chainId') return { jsonrpc: '2.0', id, result: '0xaa36a7' };
    if (method !== 'eth_call') return { jsonrpc: '2.0', id, error: { code: -32601, message: 'method not found' } };
    const tx = params[0] as { to: string; data: string };
    const [hash, signature] = ERC1271.decodeFunctionData('isValidSignature', tx.data) as unknown as [string, string];
    const to = tx.to.toLowerCase();
    this.calls.push({ to, hash, signature });
    const revert = (reason: string) => ({
      jsonrpc: '2.0',
      id,
      error: { code: 3, message: `execution reverted: ${reason}`, data: `0x08c379a0${AbiCoder.defaultAbiCoder().encode(['string'], [reason]).slice(2)}` },
    });
    if (this.wrongAnswer.has(to)) return { jsonrpc: '2.0', id, result: `0xffffffff${'0'.repeat(56)}` };
    if (signature === '0x') return this.confirmed.has(to) ? { jsonrpc: '2.0', id, result: MAGIC_WORD } : revert('Hash not approved');
    return this.accepts.get(to) === signature.toLowerCase() ? { jsonrpc: '2.0', id, result: MAGIC_WORD } : revert('Invalid signature');
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const node = new StubNode();
let server: TestServer;
beforeAll(async () => {
  await node.start();
  server = await startTestServer({ rpcUrls: { sepolia: node.url } });
});
afterAll(async () => {
  await server?.close();
  await node.stop();
});

const api = async () => as(server, await clientCredentialsToken(server));

describe('the JSON-RPC chain gateway (ethers provider against a loopback node)', () => {
  it('links with a signature the contract accepts through ERC-1271, sending the EIP-191 hash and the signature', async () => {
    const safe = contractAddress();
    const signature = `0x${'ab'.repeat(97)}`;
    node.accepts.set(safe.toLowerCase(), signature);
    const res = await (await api()).link(linkBody(server.seed.profileId, safe, signature));
    expect(res.status).toBe(201);
    expect(res.body.state).toBe('linked');
    expect(node.calls.at(-1)).toEqual({ to: safe.toLowerCase(), hash: hashMessage(LINK_MESSAGE), signature });
  });

  it('refuses a signature the contract reverts on or answers without the magic value', async () => {
    const safe = contractAddress();
    node.accepts.set(safe.toLowerCase(), `0x${'cd'.repeat(40)}`);
    const client = await api();
    expect((await client.link(linkBody(server.seed.profileId, safe, `0x${'ef'.repeat(40)}`))).status).toBe(400);
    node.wrongAnswer.add(safe.toLowerCase());
    expect((await client.link(linkBody(server.seed.profileId, safe, `0x${'cd'.repeat(40)}`))).status).toBe(400);
    // The sandbox rule means nothing on a chain with a node.
    expect((await client.link(linkBody(server.seed.profileId, contractAddress(), sandboxContractSignature(safe)))).status).toBe(400);
  });

  it('asks ERC-1271 when a 65-byte signature does not recover to the address (a one-owner Safe)', async () => {
    const safe = contractAddress();
    const signature = await Wallet.createRandom().signMessage(LINK_MESSAGE);
    node.accepts.set(safe.toLowerCase(), signature);
    expect((await (await api()).link(linkBody(server.seed.profileId, safe, signature))).status).toBe(201);
    expect(node.calls.at(-1)?.signature).toBe(signature);
  });

  it('does not ask the node about an EOA signature that recovers', async () => {
    const w = Wallet.createRandom();
    const before = node.calls.length;
    expect((await (await api()).link(linkBody(server.seed.profileId, w.address, await w.signMessage(LINK_MESSAGE)))).status).toBe(201);
    expect(node.calls.length).toBe(before);
  });

  it('keeps a 0x link pending while the Safe has not signed, and links it at the first hourly check after it did', async () => {
    const safe = contractAddress();
    const res = await (await api()).link(linkBody(server.seed.profileId, safe, '0x'));
    expect(res.status).toBe(202);
    expect(node.calls.at(-1)).toEqual({ to: safe.toLowerCase(), hash: hashMessage(LINK_MESSAGE), signature: '0x' });

    server.clock.advance(HOUR);
    await server.jobs.runDue();
    expect((await (await api()).get(safe)).status).toBe(404);

    node.confirmed.add(safe.toLowerCase());
    server.clock.advance(HOUR);
    await server.jobs.runDue();
    const got = await (await api()).get(safe);
    expect(got.status).toBe(200);
    expect(got.body.chains).toEqual(['sepolia']);
  });

  it('links a 0x request at once (201) when the Safe already signed onchain', async () => {
    const safe = contractAddress();
    node.confirmed.add(safe.toLowerCase());
    const res = await (await api()).link(linkBody(server.seed.profileId, safe, '0x'));
    expect(res.status).toBe(201);
    expect(res.body.state).toBe('linked');
  });
});

describe('ERC-1271 calldata and answers', () => {
  it('encodes isValidSignature(bytes32,bytes) with selector 0x1626ba7e', () => {
    const data = encodeIsValidSignature(hashMessage(LINK_MESSAGE), '0x1234');
    expect(data.slice(0, 10)).toBe('0x1626ba7e');
    expect(ERC1271.decodeFunctionData('isValidSignature', data).toArray()).toEqual([hashMessage(LINK_MESSAGE), '0x1234']);
  });

  it('takes only a left-aligned magic value word as "valid"', () => {
    expect(isMagicValue(MAGIC_WORD)).toBe(true);
    expect(isMagicValue('0x')).toBe(false);
    expect(isMagicValue('0x1626ba7e')).toBe(false);
    expect(isMagicValue(`0x${'0'.repeat(56)}1626ba7e`)).toBe(false);
    expect(isMagicValue(`0xffffffff${'0'.repeat(56)}`)).toBe(false);
  });
});
