import { existsSync } from 'node:fs';
import { getBytes, type Wallet } from 'ethers';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`; `.ci/run` installs it). Never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: run \`apt-get install chromium\` (.ci/run does), or set CHROMIUM_PATH`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // This machine has no network but loopback: keep Chromium from reaching out at all.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * An EIP-1193 wallet injected as `window.ethereum`: the page asks for accounts and signatures,
 * and the test's ethers wallet answers (signing happens in Node, as a browser extension would).
 * It is on the network `chainId` names (a hex EIP-155 id, Sepolia unless told); a test switches
 * networks by setting `window.__testWalletChainId`.
 */
export async function injectWallet(page: Page, wallet: Wallet, { chainId = '0xaa36a7' }: { chainId?: string } = {}): Promise<void> {
  await page.exposeFunction('__testWalletSign', (hexOrText: string) =>
    wallet.signMessage(/^0x[0-9a-fA-F]*$/.test(hexOrText) ? getBytes(hexOrText) : hexOrText),
  );
  await page.addInitScript(({ address, chainId }: { address: string; chainId: string }) => {
    const w = globalThis as unknown as { ethereum: unknown; __testWalletSign: (m: string) => Promise<string>; __testWalletChainId: string };
    w.__testWalletChainId = chainId;
    w.ethereum = {
      isTestWallet: true,
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
        if (method === 'eth_chainId') return w.__testWalletChainId;
        if (method === 'personal_sign') return w.__testWalletSign(String(params?.[0]));
        throw Object.assign(new Error(`unsupported method ${method}`), { code: 4200 });
      },
      on: () => undefined,
      removeListener: () => undefined,
    };
  }, { address: wallet.address, chainId });
}
