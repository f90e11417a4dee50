import { invalidateOrderLists, useEmoneyMutation } from '../internal.js';
import { keys } from '../keys.js';
import type { AcceptedStatus } from '@emoney/sdk';
import type { MutationOptions, MutationResult, NewOrder, Order } from '../types.js';

/**
 * Places a redeem order signed by the wallet (see the SDK's `placeOrderMessage`). A
 * `supportingDocument` (needed from 15,000 EUR) is uploaded first and the order sent with its
 * `supportingDocumentId`. Once the order exists it is cached, and the orders and balances of its
 * address (on its chain) are refreshed; nothing else. An order signed onchain by a multi-signature
 * wallet (signature `0x`) answers `{code: 202, status: 'Accepted'}`: it does not exist yet, so
 * only the pending signatures ({@link useSignatures}) are refreshed.
 * @example
 * ```tsx
 * const place = usePlaceOrder();
 * const message = placeOrderMessage({ amount: '40.00', currency: 'eur', iban: 'DE89370400440532013000' });
 * place.mutate({ address, chain: 'sepolia', currency: 'eur', amount: '40.00', counterpart, message, signature: await signer.signMessage(message) });
 * ```
 * @group Hooks
 */
export function usePlaceOrder(options?: MutationOptions<Order | AcceptedStatus, NewOrder>): MutationResult<Order | AcceptedStatus, NewOrder> {
  return useEmoneyMutation(
    'usePlaceOrder',
    async (sdk, { supportingDocument, ...order }: NewOrder) => {
      if (supportingDocument) order.supportingDocumentId = (await sdk.uploadFile(supportingDocument)).id;
      return sdk.placeOrder(order);
    },
    (queryClient, order) => {
      // Accepted, not placed: only the pending signatures changed.
      if ('code' in order) return queryClient.invalidateQueries({ queryKey: keys.signatures.all() });
      queryClient.setQueryData(keys.orders.detail(order.id), order);
      return Promise.all([
        invalidateOrderLists(queryClient, order.address),
        queryClient.invalidateQueries({ queryKey: [...keys.balances.address(order.address), order.chain] }),
      ]);
    },
    options,
  );
}
