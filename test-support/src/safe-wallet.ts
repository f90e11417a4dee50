// A Safe (1.4.1) wallet on a local chain, as a partner's user would have one: created through the
// proxy factory, signing messages off-chain (ERC-1271) or onchain (SignMessageLib). For tests and
// the guides' scripts; ethers v6, against the contracts the server deploys (deployment-plan.ts).
import { AbiCoder, Contract, Interface, Signature, ZeroAddress, zeroPadValue, type Signer } from 'ethers';

/** The addresses `createSafe` needs (a subset of the server's `localContracts(platform).safe`). */
export interface SafeContracts {
  singleton: string;
  proxyFactory: string;
  fallbackHandler: string;
}

const SAFE = new Interface([
  'function setup(address[] owners, uint256 threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool)',
  'event ExecutionFailure(bytes32 txHash, uint256 payment)',
]);
const PROXY_FACTORY = new Interface([
  'function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
  'event ProxyCreation(address indexed proxy, address singleton)',
]);
const SIGN_MESSAGE_LIB = new Interface(['function signMessage(bytes _data)']);
/** Safe's `Enum.Operation.DelegateCall`: the library's code runs in the Safe's storage. */
const DELEGATE_CALL = 1;

/**
 * Creates a Safe with `owner` as its only owner (threshold 1) and the compatibility fallback
 * handler (which answers ERC-1271); `signer` sends the transaction. Resolves to the Safe's address.
 */
export async function createSafe(signer: Signer, contracts: SafeContracts, owner: string, saltNonce: bigint): Promise<string> {
  const initializer = SAFE.encodeFunctionData('setup', [[owner], 1, ZeroAddress, '0x', contracts.fallbackHandler, ZeroAddress, 0, ZeroAddress]);
  const factory = new Contract(contracts.proxyFactory, PROXY_FACTORY, signer);
  const tx = await factory.getFunction('createProxyWithNonce').send(contracts.singleton, initializer, saltNonce);
  const receipt = await tx.wait();
  for (const log of receipt?.logs ?? []) {
    const event = PROXY_FACTORY.parseLog(log);
    if (event?.name === 'ProxyCreation') return event.args.getValue('proxy') as string;
  }
  throw new Error(`no ProxyCreation in the receipt of ${tx.hash}`);
}

/** The EIP-712 typed data a Safe 1.4.1 checks a message signature against (`SafeMessage`, domain: chain id and the Safe). */
function safeMessage(safe: string, chainId: bigint | number, messageHash: string) {
  return {
    domain: { chainId, verifyingContract: safe },
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    // isValidSignature(bytes32,bytes) hands the Safe abi.encode(hash): the 32 bytes themselves.
    value: { message: AbiCoder.defaultAbiCoder().encode(['bytes32'], [messageHash]) },
  };
}

/**
 * The owner's signature of `messageHash` for the Safe (r, s, v with v 27/28): what the fallback
 * handler's `isValidSignature(messageHash, signature)` accepts for a Safe of one owner.
 */
export async function signSafeMessage(ownerWallet: Signer, safe: string, chainId: bigint | number, messageHash: string): Promise<string> {
  const { domain, types, value } = safeMessage(safe, chainId, messageHash);
  return Signature.from(await ownerWallet.signTypedData(domain, types, value)).serialized;
}

/**
 * Signs `messageHash` onchain: the owner sends the Safe's `execTransaction` delegate-calling
 * SignMessageLib, which records it in `signedMessages`. The owner's signature is Safe's
 * "pre-validated" kind (r = owner, s = 0, v = 1): valid because the owner sends it itself.
 * Resolves to the transaction hash once it is mined; rejects when the Safe reports a failure.
 */
export async function approveOnchain(ownerWallet: Signer, safe: string, signMessageLib: string, messageHash: string): Promise<string> {
  const owner = await ownerWallet.getAddress();
  const data = SIGN_MESSAGE_LIB.encodeFunctionData('signMessage', [AbiCoder.defaultAbiCoder().encode(['bytes32'], [messageHash])]);
  const signatures = `${zeroPadValue(owner, 32)}${'0'.repeat(64)}01`;
  const wallet = new Contract(safe, SAFE, ownerWallet);
  const tx = await wallet.getFunction('execTransaction').send(signMessageLib, 0, data, DELEGATE_CALL, 0, 0, 0, ZeroAddress, ZeroAddress, signatures);
  const receipt = await tx.wait();
  // With no gas price a failed inner call reverts the whole transaction, but say so if it ever does not.
  if (receipt?.logs.some((log) => SAFE.parseLog(log)?.name === 'ExecutionFailure')) throw new Error(`the Safe's execTransaction failed (${tx.hash})`);
  return tx.hash;
}
