/** The browser wallet the page signs with: any EIP-1193 provider injected as `window.ethereum`. */
export interface InjectedWallet {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export function injectedWallet(): InjectedWallet | undefined {
  return (globalThis as { ethereum?: InjectedWallet }).ethereum;
}

/** The wallet's accounts, asking the person to connect when needed. */
export async function connectWallet(): Promise<string[]> {
  const wallet = injectedWallet();
  if (!wallet) throw new Error('No browser wallet found: install one, or paste a signature');
  return (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
}

/** `personal_sign` of a text message by `address`; the message goes hex-encoded, as wallets expect. */
export async function signWithWallet(message: string, address: string): Promise<string> {
  const wallet = injectedWallet();
  if (!wallet) throw new Error('No browser wallet found: install one, or paste a signature');
  const hex = `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  return (await wallet.request({ method: 'personal_sign', params: [hex, address] })) as string;
}
