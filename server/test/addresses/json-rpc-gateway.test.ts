// What the JSON-RPC chain gateway does with answers a real node never gives: a malformed reply,
// and no reply at all. (Its behaviour against a real node, a Safe on a local chain, is in
// test/chain/safe-wallets.test.ts.)
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hashMessage, Interface, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeIsValidSignature, isMagicValue } from '../../src/features/addresses/json-rpc-chain-gateway.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { as, contractAddress, HOUR, LINK_MESSAGE, linkBody } from './support.js';

const ERC1271 = new Interface(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)']);
const MAGIC_WORD = `0x1626ba7e${'0'.repeat(56)}`;

/** How a stub contract answers `eth_call`. */
type Reply =
  | { result: string } // any JSON-RPC result, well-formed or not
  | 'not json' // a 200 whose body is no JSON-RPC at all
  | 'silence'; // the request is read and never answered

/**
 * A node on loopback answering by a table per contract address, for the replies a real node does
 * not give. It records every `eth_call` (to, hash, signature) and holds silent requests open
 * until `stop()`.
 */
class StubNode {
  readonly calls: { to: string; hash: string; signature: string }[] = [];
  readonly replies = new Map<string, Reply>();
  private readonly held: ServerResponse[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const { id, method, params } = JSON.parse(raw) as { id: number; method: string; params: unknown[] };
      if (method !== 'eth_call') return this.send(res, { jsonrpc: '2.0', id, error: { code: -32601, message: 'method not found' } });
      const tx = params[0] as { to: string; data: string };
      const [hash, signature] = ERC1271.decodeFunctionData('isValidSignature', tx.data) as unknown as [string, string];
      const to = tx.to.toLowerCase();
      this.calls.push({ to, hash, signature });
      const reply = this.replies.get(to) ?? { result: '0x' };
      if (reply === 'silence') this.held.push(res);
      else if (reply === 'not json') res.end('<html>502 Bad Gateway</html>');
      else this.send(res, { jsonrpc: '2.0', id, result: reply.result });
    });
  }

  private send(res: ServerResponse, body: unknown): void {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  }

  callsTo(address: string) {
    return this.calls.filter((c) => c.to === address.toLowerCase());
  }

  async stop(): Promise<void> {
    for (const res of this.held) res.destroy();
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
const signature = `0x${'ab'.repeat(97)}`;

describe('the JSON-RPC chain gateway with a node that answers badly', () => {
  it('refuses a signature (400) when the contract answers anything but the left-aligned magic word', async () => {
    for (const result of [`0xffffffff${'0'.repeat(56)}`, '0x1626ba7e', `0x${'0'.repeat(56)}1626ba7e`, '0x']) {
      const safe = contractAddress();
      node.replies.set(safe.toLowerCase(), { result });
      const res = await (await api()).link(linkBody(server.seed.profileId, safe, signature));
      expect(res.status, result).toBe(400);
      // It was asked, with the EIP-191 hash of the message and the signature as given.
      expect(node.callsTo(safe)).toEqual([{ to: safe.toLowerCase(), hash: hashMessage(LINK_MESSAGE), signature }]);
    }
  });

  it('answers an offchain signature 503 with Retry-After, not 500, when the node replies garbage or nothing, and links nothing', async () => {
    for (const reply of [{ result: 'not hex' }, 'not json', 'silence'] as Reply[]) {
      const safe = contractAddress();
      node.replies.set(safe.toLowerCase(), reply);
      const res = await (await api()).link(linkBody(server.seed.profileId, safe, signature));
      expect(res.status, JSON.stringify(reply)).toBe(503);
      expect(res.headers['retry-after']).toBeTruthy();
      expect((await (await api()).get(safe)).status).toBe(404);
    }
  }, 60_000);

  it('links an EOA whose signature recovers without asking the node (which would never answer)', async () => {
    const wallet = Wallet.createRandom();
    node.replies.set(wallet.address.toLowerCase(), 'silence');
    const started = Date.now();
    expect((await (await api()).link(linkBody(server.seed.profileId, wallet.address, await wallet.signMessage(LINK_MESSAGE)))).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(node.callsTo(wallet.address)).toEqual([]);
  });

  it('keeps a 0x link pending while the node does not answer, checks again an hour later, and links once it confirms', async () => {
    const safe = contractAddress();
    node.replies.set(safe.toLowerCase(), 'silence');
    const res = await (await api()).link(linkBody(server.seed.profileId, safe, '0x'));
    expect(res.status).toBe(202);
    expect(res.body.state).toBe('pending');

    // The first hourly check meets the silent node too: it fails cleanly and is scheduled again.
    server.clock.advance(HOUR);
    expect(await server.jobs.runDue()).toBe(1);
    expect((await (await api()).get(safe)).status).toBe(404);
    expect(node.callsTo(safe)).toHaveLength(2);

    node.replies.set(safe.toLowerCase(), { result: MAGIC_WORD });
    server.clock.advance(HOUR);
    expect(await server.jobs.runDue()).toBe(1);
    expect((await (await api()).get(safe)).body.chains).toEqual(['sepolia']);
    expect(node.callsTo(safe).at(-1)).toEqual({ to: safe.toLowerCase(), hash: hashMessage(LINK_MESSAGE), signature: '0x' });
  }, 60_000);
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
