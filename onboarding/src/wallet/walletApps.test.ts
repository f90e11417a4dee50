import { describe, expect, it } from 'vitest';
import { WALLET_APPS } from './walletApps';

describe('wallet app links', () => {
  it('carry the whole page URL, request id included', () => {
    const page = 'https://emoney.test/onboarding/?request=6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b&mode=login';
    const links = Object.fromEntries(WALLET_APPS.map((app) => [app.name, app.link(page)]));
    expect(links.MetaMask).toBe('https://metamask.app.link/dapp/emoney.test/onboarding/?request=6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b&mode=login');
    expect(new URL(links['Coinbase Wallet']!).searchParams.get('cb_url')).toBe(page);
    expect(new URL(links['Trust Wallet']!).searchParams.get('url')).toBe(page);
  });
});
