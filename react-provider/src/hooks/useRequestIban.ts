import type { RequestIban } from '@emoney/sdk';
import { useEmoneyMutation } from '../internal.js';
import { keys } from '../keys.js';
import type { MutationOptions, MutationResult, ResponseStatus } from '../types.js';

/**
 * Requests a personal IBAN minting on a linked address: `202` when accepted (provisioned within
 * seconds), `304` when the profile already has one. On success it refreshes the IBAN lists.
 * @example
 * ```tsx
 * const request = useRequestIban();
 * request.mutate({ address, chain: 'sepolia' });
 * ```
 * @group Hooks
 */
export function useRequestIban(options?: MutationOptions<ResponseStatus, RequestIban>): MutationResult<ResponseStatus, RequestIban> {
  return useEmoneyMutation(
    'useRequestIban',
    (sdk, body: RequestIban) => sdk.requestIban(body),
    (queryClient) => queryClient.invalidateQueries({ queryKey: keys.ibans.lists() }),
    options,
  );
}
