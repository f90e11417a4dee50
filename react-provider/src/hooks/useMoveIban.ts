import { useEmoneyMutation } from '../internal.js';
import { keys } from '../keys.js';
import type { IBAN, MoveIbanPayload, MutationOptions, MutationResult } from '../types.js';

// The address an IBAN minted on before a move, for invalidating it afterwards.
const previous = new WeakMap<MoveIbanPayload, string>();

/**
 * Moves an IBAN to another linked address or chain of the same profile. On success it
 * refreshes that IBAN, the IBAN lists, and both the old and the new address.
 * @example
 * ```tsx
 * const move = useMoveIban();
 * move.mutate({ iban: iban.iban, address: other, chain: 'sepolia' });
 * ```
 * @group Hooks
 */
export function useMoveIban(options?: MutationOptions<IBAN, MoveIbanPayload>): MutationResult<IBAN, MoveIbanPayload> {
  return useEmoneyMutation(
    'useMoveIban',
    async (sdk, variables: MoveIbanPayload, queryClient) => {
      const { iban, ...body } = variables;
      // The old address: from the cache when known, else asked once.
      const before = queryClient.getQueryData<IBAN>(keys.ibans.detail(iban)) ?? (await sdk.getIban(iban));
      previous.set(variables, before.address);
      return sdk.moveIban(iban, body);
    },
    (queryClient, moved, variables) =>
      Promise.all(
        [keys.ibans.detail(variables.iban), keys.ibans.lists(), keys.addresses.detail(previous.get(variables) ?? moved.address), keys.addresses.detail(moved.address)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    options,
  );
}
