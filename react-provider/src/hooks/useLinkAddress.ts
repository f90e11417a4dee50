import type { LinkedAddress } from '@emoney/sdk';
import { useEmoneyMutation } from '../internal.js';
import { keys } from '../keys.js';
import type { LinkAddress, MutationOptions, MutationResult } from '../types.js';

/**
 * Links an address to a profile on a chain, proven by the wallet's signature of the SDK's
 * `LINK_MESSAGE`. On success it refreshes the addresses and that profile.
 * @example
 * ```tsx
 * const link = useLinkAddress();
 * link.mutate({ profile, address, chain: 'sepolia', signature: await signer.signMessage(LINK_MESSAGE) });
 * ```
 * @group Hooks
 */
export function useLinkAddress(options?: MutationOptions<LinkedAddress, LinkAddress>): MutationResult<LinkedAddress, LinkAddress> {
  return useEmoneyMutation(
    'useLinkAddress',
    (sdk, link: LinkAddress) => sdk.linkAddress(link),
    (queryClient, _linked, link) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.addresses.all() }),
        queryClient.invalidateQueries({ queryKey: keys.profiles.detail(link.profile) }),
        queryClient.invalidateQueries({ queryKey: keys.signatures.all() }),
      ]),
    options,
  );
}
