/**
 * The partner script of the "Local chain" guide (docs-site/src/guides/local-chain.mdx), which
 * shows the code between the `#region` markers below as it is: `make docs-check-snippets` fails
 * when a block of the guide and its region differ, and local-chain-guide.test.ts runs this file
 * against a sandbox with real local nodes. Plain `fetch` and ethers v6, nothing of ours, as a
 * partner's back end would have it. Only what the guide leaves to its reader is passed in: where
 * the API is, the app's credentials, and how to wait between polls (a test's sandbox moves its
 * clock instead of sleeping).
 */
import type { BaseWallet } from 'ethers';
import { AbiCoder, Contract, Interface, JsonRpcProvider, Signature, Wallet, ZeroAddress, formatUnits, hashMessage, zeroPadValue } from 'ethers';

export interface LocalChainGuideEnvironment {
  api: string;
  clientId: string;
  clientSecret: string;
  /** What the script does between two polls (the guide: sleep half a second). */
  wait: () => Promise<void>;
}

export interface LocalChainGuideOutcome {
  wallet: string;
  iban: string;
  /** `balanceOf` read from the node, in EURe. */
  onchain: { afterPayment: string; afterRedeem: string };
  /** GET /balances after the redeem. */
  ledger: string;
  redeemTxHash: string;
  /** The Safe linked with an ERC-1271 signature: POST /addresses's status and state. */
  offchainSafe: { address: string; status: number; state: string };
  /** The Safe linked by an onchain approval: the first answer (pending), then the one after the approval. */
  onchainSafe: { address: string; pending: { status: number; state: string }; confirmed: { status: number; state: string } };
}

// #region types
/** One local chain of GET /sandbox/chains (the fields this script uses). */
interface LocalChain {
  chain: string;
  chainId: number;
  rpcUrl: string;
  tokens: { currency: string; symbol: string; address: string }[];
  safe: { singleton: string; proxyFactory: string; fallbackHandler: string; signMessageLib: string };
}
// #endregion

export async function runLocalChainGuide(env: LocalChainGuideEnvironment): Promise<LocalChainGuideOutcome> {
  // #region token
  const tokenResponse = await fetch(`${env.api}/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: env.clientId, client_secret: env.clientSecret }),
  });
  const { access_token } = (await tokenResponse.json()) as { access_token: string };

  /** One API call with the token: its status and its JSON body. */
  async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${env.api}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${access_token}`,
        Accept: 'application/vnd.emoney.api-v2+json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  // #endregion

  // #region chain
  const { body: listed } = await call<{ chains: LocalChain[] }>('GET', '/sandbox/chains');
  const sepolia = listed.chains.find((c) => c.chain === 'sepolia')!;
  // No answer cache: ethers keeps answers 250 ms, which would give two quick transactions one nonce.
  const provider = new JsonRpcProvider(sepolia.rpcUrl, sepolia.chainId, { staticNetwork: true, cacheTimeout: -1 });
  const eure = new Contract(sepolia.tokens.find((t) => t.symbol === 'EURe')!.address, ['function balanceOf(address) view returns (uint256)'], provider);
  const balanceOf = async (address: string) => formatUnits((await eure.getFunction('balanceOf')(address)) as bigint, 18);
  // #endregion

  // #region customer
  const { body: profile } = await call<{ id: string }>('POST', '/profiles', { kind: 'personal' });
  // The sandbox's shortcut: decide the KYC now instead of submitting it.
  await call('POST', `/sandbox/profiles/${profile.id}`, { state: 'approved' });

  const LINK_MESSAGE = 'I hereby declare that I am the address owner.';
  const wallet = Wallet.createRandom(provider);
  const linked = await call<{ state: string }>('POST', '/addresses', {
    profile: profile.id,
    address: wallet.address,
    chain: 'sepolia',
    message: LINK_MESSAGE,
    signature: await wallet.signMessage(LINK_MESSAGE),
  });
  if (linked.body.state !== 'linked') throw new Error(`the wallet is ${linked.body.state}`);
  // #endregion

  // #region iban
  await call('POST', '/ibans', { address: wallet.address, chain: 'sepolia' }); // 202: provisioned shortly
  let iban = '';
  while (!iban) {
    await env.wait();
    const { body } = await call<{ ibans: { iban: string; state: string }[] }>('GET', `/ibans?profile=${profile.id}`);
    iban = body.ibans.find((i) => i.state === 'approved')?.iban ?? '';
  }
  // #endregion

  // #region payment
  const { body: issued } = await call<{ id: string; meta: { txHashes?: string[] } }>('POST', '/sandbox/payments', { iban, amount: '100', currency: 'eur' });
  // Processed in the ledger at once; the mint is named once it is sent to the node, within a second or so.
  let mint = issued.meta.txHashes?.[0];
  for (let polls = 0; !mint; polls++) {
    if (polls === 20) throw new Error(`order ${issued.id}: no mint sent after 20 polls`);
    await env.wait();
    const { body } = await call<{ meta: { txHashes?: string[] } }>('GET', `/orders/${issued.id}`);
    mint = body.meta.txHashes?.[0];
  }
  await provider.waitForTransaction(mint);
  const afterPayment = await balanceOf(wallet.address); // '100.0'
  // #endregion

  // #region redeem
  // The message is dated by the sandbox's clock, which a partner may have moved forward.
  const { body: clock } = await call<{ now: string }>('GET', '/sandbox/clock');
  const payee = 'DE89370400440532013000';
  const message = `Send EUR 40 to ${payee} at ${clock.now.slice(0, 19)}Z`;
  const { body: placed } = await call<{ id: string }>('POST', '/orders', {
    kind: 'redeem',
    address: wallet.address,
    chain: 'sepolia',
    currency: 'eur',
    amount: '40',
    counterpart: { identifier: { standard: 'iban', iban: payee }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
    message,
    signature: await wallet.signMessage(message),
  });
  // Processed first, then its burn named once it is sent.
  let redeemed: { state: string; meta: { txHashes?: string[] } } | undefined;
  for (let polls = 0; redeemed?.state !== 'processed' || !redeemed.meta.txHashes; polls++) {
    if (polls === 20) throw new Error(`order ${placed.id} is ${redeemed?.state} without a burn after 20 polls`);
    await env.wait();
    ({ body: redeemed } = await call<{ state: string; meta: { txHashes?: string[] } }>('GET', `/orders/${placed.id}`));
  }
  await provider.waitForTransaction(redeemed.meta.txHashes[0]!);
  const afterRedeem = await balanceOf(wallet.address); // '60.0'
  const { body: balances } = await call<{ balances: { amount: string }[] }>('GET', `/balances/sepolia/${wallet.address}?currency=eur`);
  // balances.balances[0].amount: '60.00'
  // #endregion

  // #region safe
  const SAFE = new Interface([
    'function setup(address[] owners, uint256 threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
    'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) returns (bool)',
  ]);
  const FACTORY = new Interface([
    'function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
    'event ProxyCreation(address indexed proxy, address singleton)',
  ]);
  // Fees are zero on the local nodes: a key without ether sends transactions.
  const free = { maxFeePerGas: 0n, maxPriorityFeePerGas: 0n };

  /** A new Safe with `owner` as its one owner (threshold 1) and the fallback handler that answers ERC-1271; each `salt` makes another. */
  async function createSafe(owner: BaseWallet, salt: number): Promise<string> {
    const setup = SAFE.encodeFunctionData('setup', [[owner.address], 1, ZeroAddress, '0x', sepolia.safe.fallbackHandler, ZeroAddress, 0, ZeroAddress]);
    const factory = new Contract(sepolia.safe.proxyFactory, FACTORY, owner);
    const sent = await factory.getFunction('createProxyWithNonce').send(sepolia.safe.singleton, setup, salt, free);
    const receipt = await sent.wait();
    const created = receipt!.logs.map((log) => FACTORY.parseLog(log)).find((event) => event?.name === 'ProxyCreation');
    return created!.args.getValue('proxy') as string;
  }
  // #endregion

  // #region safe-offchain
  const owner = Wallet.createRandom(provider);
  const safe = await createSafe(owner, 1);
  // What the Safe checks for ERC-1271: its owner's EIP-712 signature of a SafeMessage holding the
  // EIP-191 hash of the link message.
  const linkHash = hashMessage(LINK_MESSAGE);
  const safeMessage = AbiCoder.defaultAbiCoder().encode(['bytes32'], [linkHash]);
  const ownerSignature = await owner.signTypedData(
    { chainId: sepolia.chainId, verifyingContract: safe },
    { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    { message: safeMessage },
  );
  const offchain = await call<{ state: string }>('POST', '/addresses', {
    profile: profile.id,
    address: safe,
    chain: 'sepolia',
    message: LINK_MESSAGE,
    signature: Signature.from(ownerSignature).serialized,
  });
  // offchain: 201, { state: 'linked' }
  // #endregion

  // #region safe-onchain
  const cosigned = await createSafe(owner, 2);
  const link = { profile: profile.id, address: cosigned, chain: 'sepolia', message: LINK_MESSAGE, signature: '0x' };
  const pending = await call<{ state: string }>('POST', '/addresses', link); // 202, { state: 'pending' }

  // The owner approves the message onchain: the Safe delegate-calls SignMessageLib. The owner
  // sends the transaction itself, so its signature is Safe's "approved by the sender" kind
  // (r = the owner's address, s = 0, v = 1).
  const signMessage = new Interface(['function signMessage(bytes _data)']).encodeFunctionData('signMessage', [safeMessage]);
  const approval = `${zeroPadValue(owner.address, 32)}${'0'.repeat(64)}01`;
  const DELEGATE_CALL = 1;
  const cosignedSafe = new Contract(cosigned, SAFE, owner);
  const execution = await cosignedSafe.getFunction('execTransaction').send(sepolia.safe.signMessageLib, 0, signMessage, DELEGATE_CALL, 0, 0, 0, ZeroAddress, ZeroAddress, approval, free);
  await execution.wait();

  // Checked again now rather than at the next hourly check.
  const confirmed = await call<{ state: string }>('POST', '/addresses', link); // 201, { state: 'linked' }
  // #endregion

  provider.destroy();
  return {
    wallet: wallet.address,
    iban,
    onchain: { afterPayment, afterRedeem },
    ledger: balances.balances[0]!.amount,
    redeemTxHash: redeemed.meta.txHashes[0]!,
    offchainSafe: { address: safe, status: offchain.status, state: offchain.body.state },
    onchainSafe: {
      address: cosigned,
      pending: { status: pending.status, state: pending.body.state },
      confirmed: { status: confirmed.status, state: confirmed.body.state },
    },
  };
}
