// Phones rarely have an injected wallet in their normal browser. The common wallet apps open a
// page in their own in-app browser (which injects `window.ethereum`) from these universal links.

export interface WalletApp {
  name: string;
  /** Its icon, served with these screens (a simple mark, not the app's own artwork). */
  icon: string;
  /** The universal link that opens `pageUrl` inside the app's browser. */
  link: (pageUrl: string) => string;
}

export const WALLET_APPS: readonly WalletApp[] = [
  // MetaMask wants the URL without its scheme.
  { name: 'MetaMask', icon: '/onboarding/wallets/metamask.svg', link: (url) => `https://metamask.app.link/dapp/${url.replace(/^https?:\/\//, '')}` },
  { name: 'Coinbase Wallet', icon: '/onboarding/wallets/coinbase-wallet.svg', link: (url) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(url)}` },
  { name: 'Trust Wallet', icon: '/onboarding/wallets/trust-wallet.svg', link: (url) => `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(url)}` },
];

/** A phone or tablet: a touch-first device, where the QR code makes no sense and wallet apps do. */
export function isHandheld(): boolean {
  if (typeof window === 'undefined') return false;
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  return coarse || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}
