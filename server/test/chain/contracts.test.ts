// The local chains' contracts on a real anvil: the platform key deploys the plan at nonces 0..7
// (addresses known in advance), the tokens' roles hold, and a Safe created from the deployed
// contracts signs messages the way the address-linking checks (JsonRpcChainGateway) read them.
import { approveOnchain, createSafe, signSafeMessage } from '@emoney/test-support/safe-wallet';
import { Contract, hashMessage, Interface, isError, JsonRpcProvider, Network, parseUnits, Wallet, ZeroAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonRpcChainGateway } from '../../src/features/addresses/json-rpc-chain-gateway.js';
import { deploymentPlan, localContracts, TOKEN_ABI, type PlannedDeployment } from '../../src/features/chain/deployment-plan.js';
import { startLocalNode, type LocalNode } from '../../src/features/chain/local-chain-node.js';
import { PLATFORM_ACCOUNT, TEST_ACCOUNT } from '../../src/features/chain/sandbox-keys.js';

const SEPOLIA = 11155111;
let node: LocalNode;
let provider: JsonRpcProvider;
let platform: Wallet;
let partner: Wallet;
const stranger = Wallet.createRandom();
const plan: PlannedDeployment[] = deploymentPlan(PLATFORM_ACCOUNT.address);
const contracts = localContracts(PLATFORM_ACCOUNT.address);

beforeAll(async () => {
  node = await startLocalNode({ chainId: SEPOLIA, port: 0 });
  const network = Network.from(SEPOLIA);
  // anvil mines each transaction as it arrives: poll for receipts often, not every 4 s, and never
  // answer a nonce from ethers' 250 ms cache (back-to-back sends would reuse one).
  provider = new JsonRpcProvider(node.rpcUrl, network, { staticNetwork: network, pollingInterval: 50, cacheTimeout: -1 });
  platform = new Wallet(PLATFORM_ACCOUNT.privateKey, provider);
  partner = new Wallet(TEST_ACCOUNT.privateKey, provider);
  // Sent the way the server sends them: type 2, zero fees, the planned nonce and gas limit.
  for (const deployment of plan) {
    const tx = await platform.sendTransaction({ data: deployment.data, nonce: deployment.nonce, gasLimit: deployment.gasLimit, type: 2, maxFeePerGas: 0n, maxPriorityFeePerGas: 0n });
    const receipt = await tx.wait();
    expect(receipt?.status, deployment.name).toBe(1);
    expect(receipt?.contractAddress, deployment.name).toBe(deployment.address);
  }
});
afterAll(async () => {
  await node?.stop();
});

const token = (symbol: string, signer: Wallet = platform) => new Contract(contracts.tokens.find((t) => t.symbol === symbol)!.address, TOKEN_ABI, signer);
const amount = (units: string) => parseUnits(units, 18);
const tokenInterface = new Interface(TOKEN_ABI);

/**
 * The custom error a transaction reverted with, decoded with the token's ABI (ethers decodes it
 * only for calls, not for a send that fails its gas estimate).
 */
async function revertOf(sent: Promise<unknown>): Promise<{ name: string; args: unknown[] } | 'not reverted'> {
  try {
    await sent;
    return 'not reverted';
  } catch (err) {
    if (!isError(err, 'CALL_EXCEPTION') || !err.data) throw err;
    const error = tokenInterface.parseError(err.data);
    if (!error) throw err;
    return { name: error.name, args: error.args.toArray() };
  }
}

describe('deployment plan', () => {
  it('creates the four tokens, then the Safe contracts, at the platform key nonces 0..7', async () => {
    expect(plan.map((d) => [d.nonce, d.name, d.kind])).toEqual([
      [0, 'EURe', 'token'],
      [1, 'GBPe', 'token'],
      [2, 'USDe', 'token'],
      [3, 'ISKe', 'token'],
      [4, 'SafeL2', 'safe'],
      [5, 'SafeProxyFactory', 'safe'],
      [6, 'CompatibilityFallbackHandler', 'safe'],
      [7, 'SignMessageLib', 'safe'],
    ]);
    expect(contracts.tokens.map((t) => [t.currency, t.symbol, t.address])).toEqual(plan.slice(0, 4).map((d) => [d.currency, d.symbol, d.address]));
    expect(Object.values(contracts.safe)).toEqual(plan.slice(4).map((d) => d.address));
    for (const { address, name } of plan) expect((await provider.getCode(address)).length, name).toBeGreaterThan(2);
    expect(await provider.getTransactionCount(platform.address)).toBe(plan.length);
  });

  it('gives each token its name, symbol, 18 decimals and the platform as admin, minter and burner', async () => {
    const eure = token('EURe');
    expect(await eure.getFunction('name')()).toBe('emoney EUR (sandbox)');
    expect(await eure.getFunction('symbol')()).toBe('EURe');
    expect(await token('ISKe').getFunction('symbol')()).toBe('ISKe');
    expect(await eure.getFunction('decimals')()).toBe(18n);
    expect(await eure.getFunction('totalSupply')()).toBe(0n);
    expect(await eure.getFunction('admin')()).toBe(platform.address);
    expect(await eure.getFunction('isMinter')(platform.address)).toBe(true);
    expect(await eure.getFunction('isBurner')(platform.address)).toBe(true);
    expect(await eure.getFunction('isMinter')(partner.address)).toBe(false);
  });
});

describe('EmoneyToken', () => {
  it('mints for the minter only', async () => {
    const gbpe = token('GBPe');
    const receipt = await (await gbpe.getFunction('mint')(partner.address, amount('100'))).wait();
    const transfer = gbpe.interface.parseLog(receipt.logs[0]);
    expect(transfer?.name).toBe('Transfer');
    expect(transfer?.args.toArray()).toEqual([ZeroAddress, partner.address, amount('100')]);
    expect(await gbpe.getFunction('balanceOf')(partner.address)).toBe(amount('100'));
    expect(await gbpe.getFunction('totalSupply')()).toBe(amount('100'));

    expect(await revertOf(token('GBPe', partner).getFunction('mint')(partner.address, amount('1')))).toMatchObject({ name: 'NotMinter', args: [partner.address] });
    expect(await revertOf(gbpe.getFunction('mint')(ZeroAddress, amount('1')))).toMatchObject({ name: 'ZeroAddress' });
    expect(await gbpe.getFunction('totalSupply')()).toBe(amount('100'));
  });

  it('transfers, and spends allowances', async () => {
    const usde = token('USDe');
    await (await usde.getFunction('mint')(partner.address, amount('50'))).wait();
    const asPartner = token('USDe', partner);
    await (await asPartner.getFunction('transfer')(stranger.address, amount('20'))).wait();
    expect(await usde.getFunction('balanceOf')(partner.address)).toBe(amount('30'));
    expect(await usde.getFunction('balanceOf')(stranger.address)).toBe(amount('20'));
    expect(await revertOf(asPartner.getFunction('transfer')(stranger.address, amount('31')))).toMatchObject({ name: 'InsufficientBalance', args: [partner.address, amount('30'), amount('31')] });
    expect(await revertOf(asPartner.getFunction('transfer')(ZeroAddress, amount('1')))).toMatchObject({ name: 'ZeroAddress' });

    await (await asPartner.getFunction('approve')(platform.address, amount('10'))).wait();
    expect(await usde.getFunction('allowance')(partner.address, platform.address)).toBe(amount('10'));
    await (await usde.getFunction('transferFrom')(partner.address, stranger.address, amount('4'))).wait();
    expect(await usde.getFunction('allowance')(partner.address, platform.address)).toBe(amount('6'));
    expect(await revertOf(usde.getFunction('transferFrom')(partner.address, stranger.address, amount('7')))).toMatchObject({ name: 'InsufficientAllowance' });
    expect(await usde.getFunction('balanceOf')(stranger.address)).toBe(amount('24'));
    expect(await usde.getFunction('totalSupply')()).toBe(amount('50'));
  });

  it('burns from any holder, for the burner only', async () => {
    const eure = token('EURe');
    await (await eure.getFunction('mint')(partner.address, amount('10'))).wait();
    // No allowance: the platform redeems what the holder sent it money for.
    const receipt = await (await eure.getFunction('burn')(partner.address, amount('3'))).wait();
    const transfer = eure.interface.parseLog(receipt.logs[0]);
    expect(transfer?.args.toArray()).toEqual([partner.address, ZeroAddress, amount('3')]);
    expect(await eure.getFunction('balanceOf')(partner.address)).toBe(amount('7'));
    expect(await eure.getFunction('totalSupply')()).toBe(amount('7'));

    expect(await revertOf(token('EURe', partner).getFunction('burn')(partner.address, amount('1')))).toMatchObject({ name: 'NotBurner' });
    expect(await revertOf(eure.getFunction('burn')(partner.address, amount('8')))).toMatchObject({ name: 'InsufficientBalance' });
    expect(await eure.getFunction('totalSupply')()).toBe(amount('7'));
  });

  it('lets the admin alone grant and revoke the roles', async () => {
    const iske = token('ISKe');
    const asPartner = token('ISKe', partner);
    expect(await revertOf(asPartner.getFunction('setMinter')(partner.address, true))).toMatchObject({ name: 'NotAdmin', args: [partner.address] });
    expect(await revertOf(asPartner.getFunction('setBurner')(partner.address, true))).toMatchObject({ name: 'NotAdmin' });

    await (await iske.getFunction('setMinter')(partner.address, true)).wait();
    await (await iske.getFunction('setBurner')(partner.address, true)).wait();
    expect(await iske.getFunction('isMinter')(partner.address)).toBe(true);
    await (await asPartner.getFunction('mint')(stranger.address, amount('5'))).wait();
    await (await asPartner.getFunction('burn')(stranger.address, amount('2'))).wait();
    expect(await iske.getFunction('balanceOf')(stranger.address)).toBe(amount('3'));

    await (await iske.getFunction('setMinter')(partner.address, false)).wait();
    await (await iske.getFunction('setBurner')(partner.address, false)).wait();
    expect(await revertOf(asPartner.getFunction('mint')(stranger.address, amount('1')))).toMatchObject({ name: 'NotMinter' });
    expect(await revertOf(asPartner.getFunction('burn')(stranger.address, amount('1')))).toMatchObject({ name: 'NotBurner' });
    // The roles are per token: the other tokens never gave the partner any.
    expect(await token('EURe').getFunction('isMinter')(partner.address)).toBe(false);
  });
});

describe('Safe wallet', () => {
  let gateway: JsonRpcChainGateway;
  let safe: string;

  beforeAll(async () => {
    // What the server builds from EMONEY_RPC_URL_SEPOLIA, pointed at the local node.
    gateway = new JsonRpcChainGateway({ sepolia: node.rpcUrl });
    safe = await createSafe(partner, contracts.safe, partner.address, 1n);
  });

  it('is created by the deployed factory, owned by the test key', async () => {
    const wallet = new Contract(safe, ['function getOwners() view returns (address[])', 'function getThreshold() view returns (uint256)', 'function VERSION() view returns (string)'], provider);
    expect(await wallet.getFunction('getOwners')()).toEqual([partner.address]);
    expect(await wallet.getFunction('getThreshold')()).toBe(1n);
    expect(await wallet.getFunction('VERSION')()).toBe('1.4.1');
  });

  it('answers ERC-1271 for its owner signature of the message hash, and for nothing else', async () => {
    const messageHash = hashMessage('I hereby declare that I am the address owner.');
    const signature = await signSafeMessage(partner, safe, SEPOLIA, messageHash);
    expect(await gateway.isValidSignature('sepolia', safe, messageHash, signature)).toBe(true);
    expect(await gateway.isValidSignature('sepolia', safe.toLowerCase(), messageHash, signature)).toBe(true);

    expect(await gateway.isValidSignature('sepolia', safe, hashMessage('another message'), signature)).toBe(false);
    expect(await gateway.isValidSignature('sepolia', safe, messageHash, await signSafeMessage(stranger, safe, SEPOLIA, messageHash))).toBe(false);
    // The owner's plain EIP-191 signature is not a Safe message signature, nor one for another chain.
    expect(await gateway.isValidSignature('sepolia', safe, messageHash, await partner.signMessage('I hereby declare that I am the address owner.'))).toBe(false);
    expect(await gateway.isValidSignature('sepolia', safe, messageHash, await signSafeMessage(partner, safe, 1, messageHash))).toBe(false);
  });

  it('confirms a message onchain once its owner approves it through SignMessageLib', async () => {
    const messageHash = hashMessage('signed onchain');
    expect(await gateway.isSignatureConfirmed('sepolia', safe, messageHash)).toBe(false);
    const txHash = await approveOnchain(partner, safe, contracts.safe.signMessageLib, messageHash);
    expect((await provider.getTransactionReceipt(txHash))?.status).toBe(1);
    expect(await gateway.isSignatureConfirmed('sepolia', safe, messageHash)).toBe(true);
    expect(await gateway.isSignatureConfirmed('sepolia', safe, hashMessage('not signed'))).toBe(false);
  });
});
