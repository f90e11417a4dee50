// The injected EIP-1193 wallet (a browser extension's `window.ethereum`).
interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

const ethereum = (): Eip1193 => {
  const provider = (window as unknown as { ethereum?: Eip1193 }).ethereum;
  if (!provider) throw new Error('No wallet: install a browser wallet');
  return provider;
};

/** The wallet's first account. */
export async function account(): Promise<string> {
  const [address] = (await ethereum().request({ method: 'eth_requestAccounts' })) as string[];
  if (!address) throw new Error('The wallet has no account');
  return address;
}

/** The wallet's `personal_sign` signature of a text message. */
export async function sign(message: string, address: string): Promise<string> {
  return (await ethereum().request({ method: 'personal_sign', params: [message, address] })) as string;
}
