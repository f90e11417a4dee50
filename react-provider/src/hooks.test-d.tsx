// Type tests of the hook signatures (vitest typecheck): data and error types, variables, options.
import type { AcceptedStatus, ApiError, EmoneyError, OrderNotification } from '@emoney/sdk';
import { describe, expectTypeOf, it } from 'vitest';
import {
  keys,
  ordersQueryOptions,
  useAuth,
  useBalances,
  useIBAN,
  useLinkAddress,
  useMoveIban,
  useOrder,
  useOrders,
  usePlaceOrder,
  useProfile,
  useRequestIban,
  useSubmitProfileDetails,
  useSubscribeOrderNotification,
  useTokens,
  type Balances,
  type IBAN,
  type MutationResult,
  type NewOrder,
  type Order,
  type Profile,
  type QueryResult,
  type ResponseStatus,
  type SdkInstance,
  type Token,
  type UseAuthReturn,
} from './index.js';

describe('hook signatures', () => {
  it('queries answer TanStack results of the entity with the SDK error', () => {
    expectTypeOf(useOrders).returns.toEqualTypeOf<QueryResult<Order[]>>();
    expectTypeOf(useOrder).returns.toEqualTypeOf<QueryResult<Order>>();
    expectTypeOf(useTokens).returns.toEqualTypeOf<QueryResult<Token[]>>();
    expectTypeOf(useBalances).returns.toEqualTypeOf<QueryResult<Balances>>();
    expectTypeOf(useIBAN).returns.toEqualTypeOf<QueryResult<IBAN>>();
    expectTypeOf(useProfile).returns.toEqualTypeOf<QueryResult<Profile>>();
    expectTypeOf(useOrders().error).toEqualTypeOf<EmoneyError | null>();
    expectTypeOf(useOrder).parameter(0).toEqualTypeOf<string | undefined>();
  });

  it('queries take filters and TanStack options, not a key or a function', () => {
    useOrders({ address: '0x', state: 'processed' }, { refetchInterval: 1000, enabled: true, select: (orders) => orders });
    // @ts-expect-error: the hook owns the key
    useOrders({}, { queryKey: ['x'] });
    // @ts-expect-error: unknown order state
    useOrders({ state: 'done' });
    // @ts-expect-error: an unknown chain
    useBalances('0x', 'bitcoin');
  });

  it('mutations take typed variables and answer typed data', () => {
    expectTypeOf(usePlaceOrder).returns.toEqualTypeOf<MutationResult<Order | AcceptedStatus, NewOrder>>();
    expectTypeOf(useRequestIban).returns.toEqualTypeOf<MutationResult<ResponseStatus, Parameters<SdkInstance['requestIban']>[0]>>();
    expectTypeOf<NewOrder['supportingDocument']>().toEqualTypeOf<Blob | undefined>();
    expectTypeOf(useMoveIban().mutate).parameter(0).toHaveProperty('iban').toEqualTypeOf<string>();
    expectTypeOf(useLinkAddress().mutateAsync).returns.resolves.toHaveProperty('state');
    expectTypeOf(useSubmitProfileDetails().mutate).parameter(0).toHaveProperty('profile').toEqualTypeOf<string>();
    usePlaceOrder({ onSuccess: (order) => expectTypeOf(order).toEqualTypeOf<Order | AcceptedStatus>(), onError: (error) => expectTypeOf(error).toEqualTypeOf<EmoneyError>() });
    // @ts-expect-error: the hook owns the mutation function
    usePlaceOrder({ mutationFn: async () => ({}) as Order });
  });

  it('useAuth, notifications, keys and queryOptions builders', () => {
    expectTypeOf(useAuth).returns.toEqualTypeOf<UseAuthReturn>();
    expectTypeOf(useAuth().error).toEqualTypeOf<EmoneyError | null>();
    expectTypeOf<ApiError>().toExtend<EmoneyError>();
    useSubscribeOrderNotification({ onNotification: (n) => expectTypeOf(n).toEqualTypeOf<OrderNotification>() });
    expectTypeOf(useSubscribeOrderNotification()).toEqualTypeOf<{ isSubscribed: boolean }>();
    expectTypeOf(keys.orders.detail).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(ordersQueryOptions).parameter(0).toEqualTypeOf<SdkInstance>();
  });
});
