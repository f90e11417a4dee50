import { Contract, JsonRpcProvider, parseUnits } from 'ethers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asMember, signUpDashboardMember } from '@emoney/test-support/dashboard';
import { signOnchainMoves } from '../../src/features/money/onchain-moves.service.js';
import { partnerCustomer } from '../dashboard/customers-support.js';
import { partnerApp } from '../support/partners.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { as, balance, expectSoundLedger, fundedCustomer, newCustomer, provisionedIban, redeemBody, runJobsAfter, sentOrder, type Customer } from '../money/money-support.js';

// The sandbox's money on real local chains (anvil on loopback): mints, burns and cross-chain
// moves happen onchain, `balanceOf` agrees with GET /balances, and a chain that lost its state
// gets the same transactions again.
const ERC20 = ['function balanceOf(address) view returns (uint256)', 'function totalSupply() view returns (uint256)', 'function symbol() view returns (string)'];

let server: TestServer;
let partnerToken: string;
let chains: { chain: string; chainId: number; rpcUrl: string; tokens: { currency: string; symbol: string; address: string }[]; state: string; transactions: Record<string, number> }[];
const providers: JsonRpcProvider[] = [];

function rpc(chain: string): JsonRpcProvider {
  const url = chains.find((c) => c.chain === chain)!.rpcUrl;
  const provider = new JsonRpcProvider(url, undefined, { staticNetwork: true, batchMaxCount: 1 });
  providers.push(provider);
  return provider;
}

async function onchainBalance(chain: string, address: string, currency = 'eur'): Promise<bigint> {
  const token = chains.find((c) => c.chain === chain)!.tokens.find((t) => t.currency === currency)!;
  return (await new Contract(token.address, ERC20, rpc(chain)).getFunction('balanceOf')(address)) as bigint;
}

async function processedRedeem(customer: Customer, options: Parameters<typeof redeemBody>[2]) {
  const body = await redeemBody(server, customer, options);
  const placed = await as(server, customer.token).post('/orders', body);
  expect(placed.status).toBe(200);
  await server.jobs.runDue();
  await runJobsAfter(server, server.ctx.config.sandbox.orderDelayMs);
  const order = await as(server, customer.token).get(`/orders/${body.id}`);
  expect(order.body.state).toBe('processed');
  // Processed in the ledger at once; its burn (and mint) named once the signing job sent them.
  const legs = options?.crossChain ? 2 : 1;
  return (await sentOrder(server, customer.token, body.id, legs)) as { id: string; meta: { txHashes: string[] } };
}

beforeAll(async () => {
  server = await startTestServer({ localChains: { chains: ['sepolia', 'chiado'], port: 0 } });
  partnerToken = await clientCredentialsToken(server);
  const listed = await as(server, partnerToken).get('/sandbox/chains');
  expect(listed.status).toBe(200);
  chains = listed.body.chains;
}, 60_000);
afterEach(async () => {
  await expectSoundLedger(server);
});
afterAll(async () => {
  for (const provider of providers) provider.destroy();
  await server?.close();
});

describe('local chains', () => {
  it('run Sepolia and Chiado with their chain ids and the four tokens deployed', async () => {
    expect(chains.map((c) => [c.chain, c.chainId, c.state])).toEqual([
      ['sepolia', 11155111, 'in-sync'],
      ['chiado', 10200, 'in-sync'],
    ]);
    for (const chain of chains) {
      expect(new URL(chain.rpcUrl).hostname).toBe('127.0.0.1');
      expect(Number((await rpc(chain.chain).getNetwork()).chainId)).toBe(chain.chainId);
      const symbols = await Promise.all(chain.tokens.map((t) => new Contract(t.address, ERC20, rpc(chain.chain)).getFunction('symbol')() as Promise<string>));
      expect(symbols).toEqual(['EURe', 'GBPe', 'USDe', 'ISKe']);
    }
    // GET /tokens lists the local contracts for the local chains, the contract's addresses elsewhere.
    const tokens = await as(server, partnerToken).get('/tokens');
    const sepoliaEure = tokens.body.find((t: { chain: string; symbol: string }) => t.chain === 'sepolia' && t.symbol === 'EURe');
    expect(sepoliaEure.address).toBe(chains[0]!.tokens[0]!.address);
    const amoyEure = tokens.body.find((t: { chain: string; symbol: string }) => t.chain === 'amoy' && t.symbol === 'EURe');
    expect(amoyEure.address).not.toBe(chains[0]!.tokens[0]!.address);
  });

  it('mints 100 EURe onchain for a payment and burns 40 for a redeem: balanceOf agrees with GET /balances', async () => {
    const customer = await fundedCustomer(server, '100');
    expect(await onchainBalance('sepolia', customer.address)).toBe(parseUnits('100', 18));
    const issue = (await as(server, customer.token).get('/orders')).body.orders.find((o: { kind: string }) => o.kind === 'issue');
    const mintHash = issue.meta.txHashes[0] as string;
    const receipt = await rpc('sepolia').getTransactionReceipt(mintHash);
    expect(receipt?.status).toBe(1);

    const redeem = await processedRedeem(customer, { amount: '40' });
    expect(await onchainBalance('sepolia', customer.address)).toBe(parseUnits('60', 18));
    expect(await balance(server, customer)).toBe('60.00');
    const burnHash = redeem.meta.txHashes[0]!;
    expect((await rpc('sepolia').getTransactionReceipt(burnHash))?.status).toBe(1);
    // Each order is found by its onchain transaction.
    expect((await as(server, customer.token).get(`/orders?txHash=${burnHash}`)).body.orders.map((o: { id: string }) => o.id)).toEqual([redeem.id]);
    expect((await as(server, customer.token).get(`/orders?txHash=${mintHash}`)).body.orders.map((o: { id: string }) => o.id)).toEqual([issue.id]);
  });

  it('answers a payment processed with its ledger posted before anything is sent; the signing job names the mint, once', async () => {
    const customer = await newCustomer(server);
    const iban = await provisionedIban(server, customer);
    const paid = await as(server, customer.token).post('/sandbox/payments', { iban, amount: '25' });
    expect(paid.status).toBe(201);
    // The request only posted and queued: no hash yet, nothing signed, nothing onchain.
    expect(paid.body.state).toBe('processed');
    expect(paid.body.meta.txHashes).toBeUndefined();
    expect(await balance(server, customer)).toBe('25.00');
    expect(await onchainBalance('sepolia', customer.address)).toBe(0n);
    const signedFor = () => server.ctx.db.selectFrom('chain_transactions').select('tx_hash').where('order_id', '=', paid.body.id).execute();
    expect(await signedFor()).toEqual([]);

    const sent = await sentOrder(server, customer.token, paid.body.id);
    expect(sent.state).toBe('processed');
    expect(await onchainBalance('sepolia', customer.address)).toBe(parseUnits('25', 18));
    expect((await rpc('sepolia').getTransactionReceipt(sent.meta.txHashes[0]))?.status).toBe(1);
    const updates = async () =>
      (await server.ctx.db.selectFrom('events').select('data').where('type', '=', 'order.updated').where('profile_id', '=', customer.profileId).orderBy('seq').execute())
        .map((e) => (e.data as { id: string; meta: { txHashes?: string[] } }))
        .filter((d) => d.id === paid.body.id)
        .map((d) => d.meta.txHashes ?? null);
    // `processed` first, without a hash; then the hash, in an order.updated of its own.
    expect(await updates()).toEqual([null, sent.meta.txHashes]);

    // The job again (a crash after its commit): nothing signed twice, nothing emitted again.
    await signOnchainMoves(server.ctx, { chain: 'sepolia' });
    expect((await signedFor()).map((r) => r.tx_hash)).toEqual(sent.meta.txHashes);
    expect(await updates()).toEqual([null, sent.meta.txHashes]);
    expect(await onchainBalance('sepolia', customer.address)).toBe(parseUnits('25', 18));
  });

  it('a reset right after a payment whose mint is still queued leaves the address at zero onchain, as in the ledger', async () => {
    const member = await signUpDashboardMember(server, { partnerName: 'Resetting Payments' });
    const { token } = await partnerApp(server, { partnerId: member.partnerId });
    const customer = await partnerCustomer(server, token);
    const paid = await as(server, token).post('/sandbox/payments', { iban: customer.iban, amount: '8' });
    expect(paid.body.meta.txHashes).toBeUndefined();
    const reset = await asMember(server, member, 'post', '/sandbox/reset');
    expect(reset.status).toBe(200);
    expect(reset.body.removed).toMatchObject({ orders: 1, balances: 1 });
    // The queued mint is signed before the reset's burn: the chain follows the ledger, nothing reverts.
    await server.jobs.runDue();
    expect(await onchainBalance('sepolia', customer.address)).toBe(0n);
    const signed = await server.ctx.db.selectFrom('chain_transactions').select(['purpose', 'state']).where('address', '=', customer.address.toLowerCase()).orderBy('nonce').execute();
    expect(signed).toEqual([
      { purpose: 'mint', state: 'mined' },
      { purpose: 'burn', state: 'mined' },
    ]);
    expect(await server.ctx.db.selectFrom('onchain_moves').select('id').execute()).toEqual([]);
    const [sepolia] = (await as(server, partnerToken).get('/sandbox/chains')).body.chains;
    expect(sepolia.state).toBe('in-sync');
  });

  it('burns on Sepolia and mints on Chiado for a cross-chain order', async () => {
    const customer = await fundedCustomer(server, '50');
    const other = await newCustomer(server, 'chiado');
    const order = await processedRedeem(customer, { amount: '20', crossChain: { address: other.address, chain: 'chiado' } });
    expect(order.meta.txHashes).toHaveLength(2);
    expect(await onchainBalance('sepolia', customer.address)).toBe(parseUnits('30', 18));
    expect(await onchainBalance('chiado', other.address)).toBe(parseUnits('20', 18));
    expect((await rpc('chiado').getTransactionReceipt(order.meta.txHashes[1]!))?.status).toBe(1);
    expect(await balance(server, { ...other, chain: 'chiado' })).toBe('20.00');
  });

  it('applies every transaction again, with the same hashes, after the chain is reset', async () => {
    const customer = await fundedCustomer(server, '75');
    const before = await onchainBalance('sepolia', customer.address);
    const issue = (await as(server, customer.token).get('/orders')).body.orders.find((o: { kind: string }) => o.kind === 'issue');
    await rpc('sepolia').send('anvil_reset', []);
    expect(await onchainBalance('sepolia', customer.address).catch(() => 0n)).toBe(0n);
    await server.ctx.localChains!.reconcile();
    expect(await onchainBalance('sepolia', customer.address)).toBe(before);
    expect((await rpc('sepolia').getTransactionReceipt(issue.meta.txHashes[0]))?.status).toBe(1);
    const [sepolia] = (await as(server, partnerToken).get('/sandbox/chains')).body.chains;
    expect(sepolia.state).toBe('in-sync');
    expect(sepolia.transactions.signed).toBe(0);
  });

  it('restarts a node that died and brings it back in line with the ledger', async () => {
    const customer = await fundedCustomer(server, '12.34', 'chiado');
    process.kill(server.ctx.localChains!.nodePid('chiado')!, 'SIGKILL');
    const deadline = Date.now() + 20_000;
    let seen = 0n;
    while (Date.now() < deadline) {
      seen = await onchainBalance('chiado', customer.address).catch(() => -1n);
      if (seen === parseUnits('12.34', 18)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seen).toBe(parseUnits('12.34', 18));
  });

  it('reports a burn the chain refuses (the tokens moved onchain) instead of hiding it', async () => {
    const customer = await fundedCustomer(server, '10');
    // The customer's wallet sends its EURe away onchain: the ledger does not know.
    const token = chains[0]!.tokens[0]!.address;
    const signer = customer.wallet.connect(rpc('sepolia'));
    const transfer = new Contract(token, ['function transfer(address,uint256) returns (bool)'], signer);
    // Fees are zero on the local chains: an account without ether can send.
    await (await transfer.getFunction('transfer')(chains[0]!.tokens[1]!.address, parseUnits('10', 18), { maxFeePerGas: 0n, maxPriorityFeePerGas: 0n })).wait();
    await processedRedeem(customer, { amount: '10' });
    const [sepolia] = (await as(server, partnerToken).get('/sandbox/chains')).body.chains;
    expect([sepolia.state, sepolia.detail]).toEqual(['diverged', expect.stringMatching(/reverted/)]);
    expect(sepolia.transactions.reverted).toBe(1);
    expect(sepolia.detail).toMatch(/reverted/);
  });
});
