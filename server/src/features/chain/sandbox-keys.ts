import { HDNodeWallet, Mnemonic } from 'ethers';

/**
 * Anvil's well-known development mnemonic: its accounts are funded at genesis and their keys are
 * public on purpose. Fine for a loopback chain that holds sandbox money only; never on a real network.
 */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

function devAccount(index: number): { address: string; privateKey: string } {
  const wallet = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEV_MNEMONIC), `m/44'/60'/0'/0/${index}`);
  return { address: wallet.address, privateKey: wallet.privateKey };
}

/** The platform's key on the local chains (dev account 0): deploys the tokens and Safe contracts, holds the minter and burner roles. */
export const PLATFORM_ACCOUNT = devAccount(0);

/** The funded account offered to partners for their own scripts and wallets (dev account 1). */
export const TEST_ACCOUNT = devAccount(1);
