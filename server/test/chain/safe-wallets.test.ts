// Safe 1.4.1 wallets on the sandbox's local chains (real anvil nodes): a Safe owned by a test key
// links its address and signs redeem orders both ways the contract allows, offchain (ERC-1271,
// asked of the Safe through the node) and onchain (SignMessageLib, checked hourly), and the
// platform burns what it redeems from the Safe onchain.
import { approveOnchain, createSafe, signSafeMessage } from '@emoney/test-support/safe-wallet';
import { Contract, hashMessage, JsonRpcProvider, Network, parseEther, parseUnits, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as as asCaller, DAY, HOUR, LINK_MESSAGE, linkBody, sandboxContractSignature } from '../addresses/support.js';
import { as, expectSoundLedger, newCustomer, pay, provisionedIban, redeemBody, runJobsAfter, type Customer } from '../money/money-support.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

interface LocalChain {
  chain: string;
  chainId: number;
  rpcUrl: string;
  tokens: { currency: string; address: string }[];
  safe: { singleton: string; proxyFactory: string; fallbackHandler: string; signMessageLib: string };
  testAccount: { address: string; privateKey: string };
}

let server: TestServer;
let sepolia: LocalChain;
let provider: JsonRpcProvider;
let funder: Wallet;
/** The Safes' owner: a fresh key, given test ether by the funded test account. */
let owner: Wallet;
const stranger = Wallet.createRandom();
let salt = 0n;

/** The partner's own requests (its token is fetched anew: the clock moves hours and days here). */
const partner = async () => asCaller(server, await clientCredentialsToken(server));
const partnerMoney = async () => as(server, await clientCredentialsToken(server));

/** A new Safe on sepolia owned by `owner` alone (threshold 1), created through the local SafeProxyFactory. */
const newSafe = () => createSafe(funder, sepolia.safe, owner.address, ++salt);
/** The owner's ERC-1271 signature, for the Safe on sepolia, of the EIP-191 hash of `message`. */
const safeSignature = (safe: string, message: string, signer: Wallet = owner, chainId: number = sepolia.chainId) =>
  signSafeMessage(signer, safe, chainId, hashMessage(message));
const approve = (safe: string, message: string) => approveOnchain(owner, safe, sepolia.safe.signMessageLib, hashMessage(message));

async function eureOf(address: string): Promise<bigint> {
  const token = sepolia.tokens.find((t) => t.currency === 'eur')!.address;
  return (await new Contract(token, ['function balanceOf(address) view returns (uint256)'], provider).getFunction('balanceOf')(address)) as bigint;
}

beforeAll(async () => {
  server = await startTestServer({ localChains: { chains: ['sepolia', 'chiado'], port: 0 } });
  const listed = await (await partnerMoney()).get('/sandbox/chains');
  expect(listed.status).toBe(200);
  sepolia = (listed.body.chains as LocalChain[]).find((c) => c.chain === 'sepolia')!;
  const network = Network.from(sepolia.chainId);
  // anvil mines at once: poll receipts often, and never answer a nonce from ethers' cache.
  provider = new JsonRpcProvider(sepolia.rpcUrl, network, { staticNetwork: network, pollingInterval: 50, cacheTimeout: -1 });
  funder = new Wallet(sepolia.testAccount.privateKey, provider);
  owner = Wallet.createRandom().connect(provider) as unknown as Wallet;
  await (await funder.sendTransaction({ to: owner.address, value: parseEther('1') })).wait();
}, 60_000);
afterAll(async () => {
  provider?.destroy();
  await server?.close();
});

describe('a Safe linking its address on a local chain', () => {
  it('links with its ERC-1271 signature of the link message (65 bytes that recover to no one): 201, and once', async () => {
    const safe = await newSafe();
    const signature = await safeSignature(safe, LINK_MESSAGE);
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    const api = await partner();
    const profile = server.seed.profileId;
    const res = await api.link(linkBody(profile, safe, signature));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ profile, address: safe, chain: 'sepolia', state: 'linked' });
    expect((await api.get(safe)).body).toEqual({ profile, address: safe, chains: ['sepolia'] });

    // The same proof again by its profile answers the link, and adds nothing.
    expect((await api.link(linkBody(profile, safe, signature))).status).toBe(201);
    const listed = await api.list({ profile });
    expect(listed.body.addresses.filter((a: { address: string }) => a.address === safe)).toEqual([{ profile, address: safe, chains: ['sepolia'] }]);
    // Another profile replaying it is refused; the link stays the first profile's.
    const other = await newCustomer(server);
    expect((await asCaller(server, other.token).link(linkBody(other.profileId, safe, signature))).status).toBe(409);
    expect((await api.get(safe)).body.profile).toBe(profile);
  });

  it('refuses what the Safe does not accept (400) and links nothing', async () => {
    const safe = await newSafe();
    const api = await partner();
    const profile = server.seed.profileId;
    const refused = [
      // A stranger's signature in the Safe's form.
      await safeSignature(safe, LINK_MESSAGE, stranger as unknown as Wallet),
      // The owner's, of another message.
      await safeSignature(safe, 'I hereby declare that I am not the address owner.'),
      // The owner's, for the Safe on another chain.
      await safeSignature(safe, LINK_MESSAGE, owner, 10200),
      // The owner's plain EIP-191 signature: it recovers to the owner, not to the Safe, and the Safe does not take it.
      await owner.signMessage(LINK_MESSAGE),
      // The sandbox's made-up ERC-1271 rule means nothing where a node answers.
      sandboxContractSignature(safe),
    ];
    for (const signature of refused) {
      const res = await api.link(linkBody(profile, safe, signature));
      expect(res.status, signature).toBe(400);
      expect(res.body.errors).toEqual({ signature: 'The signature does not match the address' });
    }
    // A valid signature on sepolia proves nothing on chiado, where no contract lives at that address.
    expect((await api.link(linkBody(profile, safe, await safeSignature(safe, LINK_MESSAGE), 'chiado'))).status).toBe(400);
    expect((await api.get(safe)).status).toBe(404);
  });

  it('links an EOA by recovering its signature where a node would answer "not valid" for it', async () => {
    const wallet = Wallet.createRandom();
    // The EOA has no code: asked through ERC-1271, the node would refuse it.
    const res = await (await partner()).link(linkBody(server.seed.profileId, wallet.address, await wallet.signMessage(LINK_MESSAGE)));
    expect(res.status).toBe(201);
  });

  it('keeps a 0x link pending (202) until the Safe approves the message onchain, then links it at the next hourly check', async () => {
    const safe = await newSafe();
    const profile = server.seed.profileId;
    const res = await (await partner()).link(linkBody(profile, safe, '0x'));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ code: 202, status: 'Accepted', profile, address: safe, chain: 'sepolia', state: 'pending' });

    await runJobsAfter(server, HOUR);
    expect((await (await partner()).get(safe)).status).toBe(404);

    await approve(safe, LINK_MESSAGE);
    // Nothing links before the check.
    expect((await (await partner()).get(safe)).status).toBe(404);
    await runJobsAfter(server, HOUR);
    expect((await (await partner()).get(safe)).body).toEqual({ profile, address: safe, chains: ['sepolia'] });
    // An approval of another message would not have done.
    const other = await newSafe();
    await approve(other, 'I hereby declare that I am not the address owner.');
    expect((await (await partner()).link(linkBody(profile, other, '0x'))).status).toBe(202);
  });

  it('links a 0x request at once (201) when the Safe approved the message onchain before', async () => {
    const safe = await newSafe();
    await approve(safe, LINK_MESSAGE);
    const res = await (await partner()).link(linkBody(server.seed.profileId, safe, '0x'));
    expect(res.status).toBe(201);
    expect(res.body.state).toBe('linked');
  });
});

describe('a Safe signing redeem orders', () => {
  let holder: Customer;
  /** Left waiting for an onchain approval that never comes (its 5 days run out in the last test). */
  let unapproved: { id: string };
  let lapsingLink: string;

  beforeAll(async () => {
    const customer = await newCustomer(server);
    const safe = await newSafe();
    const linked = await as(server, customer.token).post('/addresses', linkBody(customer.profileId, safe, await safeSignature(safe, LINK_MESSAGE)));
    expect(linked.status).toBe(201);
    holder = { ...customer, address: safe };
    await pay(server, holder, await provisionedIban(server, holder), '100');
    expect(await eureOf(safe)).toBe(parseUnits('100', 18));
  }, 60_000);

  const orderOf = async (id: string) => (await (await partnerMoney()).get(`/orders/${id}`)).body as { state: string; meta: { txHashes: string[] } };
  const balanceOf = async () => (await (await partnerMoney()).get(`/balances/sepolia/${holder.address}?currency=eur`)).body.balances[0].amount as string;

  it('accepts an order the Safe signed offchain (ERC-1271) and burns its amount from the Safe onchain', async () => {
    const body = await redeemBody(server, holder, { amount: '30.00' });
    // Not the Safe's signature: refused.
    const forged = await as(server, holder.token).post('/orders', { ...body, signature: await safeSignature(holder.address, body.message, stranger as unknown as Wallet) });
    expect(forged.status).toBe(400);
    expect(forged.body.errors.signature).toBeTruthy();

    const placed = await as(server, holder.token).post('/orders', { ...body, signature: await safeSignature(holder.address, body.message) });
    expect(placed.status).toBe(200);
    await server.jobs.runDue();
    await runJobsAfter(server, server.ctx.config.sandbox.orderDelayMs);
    const order = await orderOf(body.id);
    expect(order.state).toBe('processed');
    expect((await provider.getTransactionReceipt(order.meta.txHashes[0]!))?.status).toBe(1);
    expect(await eureOf(holder.address)).toBe(parseUnits('70', 18));
    expect(await balanceOf()).toBe('70.00');
    await expectSoundLedger(server);
  });

  it('places a 0x order (202) that waits for the Safe’s onchain approval, then processes it and burns onchain', async () => {
    const body = await redeemBody(server, holder, { amount: '20.00' });
    const placed = await as(server, holder.token).post('/orders', { ...body, signature: '0x' });
    expect(placed.status).toBe(202);
    const never = await redeemBody(server, holder, { amount: '10.00' });
    expect((await as(server, holder.token).post('/orders', { ...never, signature: '0x' })).status).toBe(202);
    unapproved = never;
    lapsingLink = await newSafe();
    expect((await (await partner()).link(linkBody(server.seed.profileId, lapsingLink, '0x'))).status).toBe(202);

    await runJobsAfter(server, HOUR);
    expect((await orderOf(body.id)).state).toBe('placed');
    expect(await eureOf(holder.address)).toBe(parseUnits('70', 18));

    await approve(holder.address, body.message);
    await runJobsAfter(server, HOUR);
    expect((await orderOf(body.id)).state).toBe('pending');
    await runJobsAfter(server, server.ctx.config.sandbox.orderDelayMs);
    const order = await orderOf(body.id);
    expect(order.state).toBe('processed');
    expect((await provider.getTransactionReceipt(order.meta.txHashes[0]!))?.status).toBe(1);
    expect(await eureOf(holder.address)).toBe(parseUnits('50', 18));
    expect(await balanceOf()).toBe('50.00');
    // The order the Safe did not approve still waits.
    expect((await orderOf(unapproved.id)).state).toBe('placed');
    await expectSoundLedger(server);
  });

  // Last: the clock moves 5 days.
  it('rejects a 0x order and lets a 0x link lapse when the Safe has not approved them within 5 days', async () => {
    await runJobsAfter(server, 5 * DAY);
    // The last hourly checks run past the deadline.
    await runJobsAfter(server, HOUR);
    const order = await (await partnerMoney()).get(`/orders/${unapproved.id}`);
    expect(order.body.state).toBe('rejected');
    expect(await eureOf(holder.address)).toBe(parseUnits('50', 18));
    expect(await balanceOf()).toBe('50.00');

    expect((await (await partner()).get(lapsingLink)).status).toBe(404);
    // An approval after the deadline links nothing by itself...
    await approve(lapsingLink, LINK_MESSAGE);
    await runJobsAfter(server, DAY);
    expect((await (await partner()).get(lapsingLink)).status).toBe(404);
    // ...a new request does, at once.
    expect((await (await partner()).link(linkBody(server.seed.profileId, lapsingLink, '0x'))).status).toBe(201);
    await expectSoundLedger(server);
  });
});
