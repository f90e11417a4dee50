// The injected wallet (EIP-1193 `window.ethereum`): ask for an account, then have it sign the
// fixed ownership message with `personal_sign` (EIP-191).

import { LINK_MESSAGE } from '@emoney/api-types/contract';

/** The message whose signature proves ownership of an address (the contract's, from generated/). */
export { LINK_MESSAGE };

export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
}

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

/** The injected provider, if the browser has one. */
export function injectedProvider(): Eip1193Provider | undefined {
  const candidate = typeof window === 'undefined' ? undefined : window.ethereum;
  return candidate !== undefined && typeof candidate.request === 'function' ? candidate : undefined;
}

/** `0x` + hex of the UTF-8 bytes: how personal_sign expects its message. */
export function utf8ToHex(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export interface SignedOwnership {
  address: string;
  signature: string;
}

/** The wallet's shared account and the chain id it is on (`eth_chainId`; undefined when it does not say). */
export async function walletAccount(provider: Eip1193Provider): Promise<{ address: string; chainId: string | undefined }> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const address = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof address !== 'string') throw new Error('The wallet did not share an account.');
  const chainId = await provider.request({ method: 'eth_chainId' }).catch(() => undefined);
  return { address, chainId: typeof chainId === 'string' ? chainId : undefined };
}

/** Asks the wallet for a signature of LINK_MESSAGE by `address`, an account it shared. */
export async function signOwnership(provider: Eip1193Provider, address: string): Promise<SignedOwnership> {
  const signature = await provider.request({ method: 'personal_sign', params: [utf8ToHex(LINK_MESSAGE), address] });
  if (typeof signature !== 'string') throw new Error('The wallet did not return a signature.');
  return { address, signature };
}

/** A sentence for a wallet failure (EIP-1193 error codes where known). */
export function walletErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 4001) return 'The request was declined in your wallet.';
  if (code === 4100) return 'Your wallet did not allow this request. Unlock it and try again.';
  if (code === -32002) return 'Your wallet already has a request waiting. Open your wallet to answer it.';
  const message = error instanceof Error ? error.message : typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? `Your wallet reported: ${message}` : 'Your wallet could not sign the message.';
}
