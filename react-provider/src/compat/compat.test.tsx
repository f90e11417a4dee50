// `@emoney/react-provider/compat` against the real server (in-process, over HTTP), written the way
// the provider's README shows: the app's own QueryClientProvider around MoneriumProvider, which
// reconnects with the refresh token the app kept; hooks take one object, mutations answer the verb.
import type { ReactNode } from 'react';
import { useContext } from 'react';
import { ApiError, AuthError, MemoryStorage, type StorageLike } from '@emoney/sdk';
import { Currency, PaymentStandard, constants, placeOrderMessage, type WebSocketConstructor } from '@emoney/sdk/compat';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { recordingFetch, REDIRECT_URI, settle, signedInUser, signedInWithoutKyc, startTestServer, type TestServer } from '../../test/support.js';
import {
  MoneriumContext,
  MoneriumProvider,
  keys,
  useAddress,
  useAddresses,
  useAuth,
  useAuthContext,
  useBalances,
  useIBAN,
  useIBANs,
  useLinkAddress,
  useMoveIban,
  useOrder,
  useOrders,
  usePlaceOrder,
  useProfile,
  useProfiles,
  useRequestIban,
  useSignatures,
  useSubmitProfileDetails,
  useSubscribeOrderNotification,
  useTokens,
  type IBAN,
  type Order,
} from './index.js';

let server: TestServer;
let user: Awaited<ReturnType<typeof signedInUser>>;
/** The refresh token the partner's app keeps (the provider hands each new one to onRefreshTokenUpdate). */
let refreshToken: string;
const other = Wallet.createRandom();
const COUNTERPART = 'DE89370400440532013000';
let iban: IBAN;
let order: Order;

const tokenOf = async (storage: StorageLike) => (JSON.parse((await storage.getItem('emoney.tokens'))!) as { refreshToken: string }).refreshToken;

beforeAll(async () => {
  server = await startTestServer();
  user = await signedInUser(server);
  refreshToken = await tokenOf(user.storage);
}, 180_000);
afterAll(async () => {
  await server?.close();
});

/** Sockets the provider has opened so far: a test waits for its notification stream to be open instead of guessing a delay. */
let socketsOpened = 0;
class CountingWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.once('open', () => socketsOpened++);
  }
}

/** The partner's app shell: its QueryClientProvider, then MoneriumProvider with the kept refresh token. */
function app(token?: string) {
  const recorder = recordingFetch();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const updates: string[] = [];
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MoneriumProvider
        clientId={server.seed.authClientId}
        redirectUri={REDIRECT_URI}
        environment="sandbox"
        refreshToken={token ?? refreshToken}
        onRefreshTokenUpdate={(t) => {
          updates.push(t);
          if (!token) refreshToken = t;
        }}
        baseUrl={server.url}
        storage={new MemoryStorage()}
        clientOptions={{ fetch: recorder.fetch, WebSocket: CountingWebSocket as unknown as WebSocketConstructor }}
      >
        {children}
      </MoneriumProvider>
    </QueryClientProvider>
  );
  return { ...recorder, queryClient, updates, wrapper };
}

describe('MoneriumProvider', () => {
  it('needs the app’s QueryClientProvider (it does not make its own)', () => {
    const lone = ({ children }: { children?: ReactNode }) => (
      <MoneriumProvider clientId="x" redirectUri={REDIRECT_URI}>
        {children}
      </MoneriumProvider>
    );
    expect(() => renderHook(() => useAuth(), { wrapper: lone })).toThrow(/QueryClient/);
  });

  it('reconnects with refreshToken, hands the rotated one to onRefreshTokenUpdate, and caches in the app’s QueryClient', async () => {
    const { wrapper, updates, queryClient } = app();
    const { result } = renderHook(() => ({ auth: useAuth(), context: useAuthContext(), sdk: useContext(MoneriumContext)?.sdk }), { wrapper });
    expect(result.current.auth.isLoading).toBe(true);
    await waitFor(() => expect(result.current.auth.isAuthorized).toBe(true));
    expect(updates).toHaveLength(1);
    await waitFor(() => expect(result.current.context.data?.defaultProfile).toBe(user.profile));
    expect(queryClient.getQueryData(keys.getAuthContext)).toEqual(result.current.context.data);
    expect(result.current.sdk?.isAuthorized).toBe(true);
  });

  it('useAuth catches errors into `error`: a revoked refresh token leaves it signed out, without a rejection', async () => {
    const { storage } = await signedInUser(server);
    const token = await tokenOf(storage);
    const first = app(token);
    const signedIn = renderHook(() => useAuth(), { wrapper: first.wrapper });
    await waitFor(() => expect(signedIn.result.current.isAuthorized).toBe(true));
    await act(() => signedIn.result.current.revokeAccess());
    expect(signedIn.result.current.isAuthorized).toBe(false);
    expect(signedIn.result.current.error).toBeNull();

    const again = app(first.updates[0]);
    const { result } = renderHook(() => useAuth(), { wrapper: again.wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthorized).toBe(false);
    expect(result.current.error).toBeInstanceOf(AuthError);
  });
});

describe('query hooks take one object; lists come wrapped', () => {
  it('useProfile (default profile), useProfiles, useTokens, useAddresses (numeric chain), useAddress', async () => {
    const { wrapper } = app();
    const { result } = renderHook(
      () => ({
        profile: useProfile(),
        profiles: useProfiles(),
        tokens: useTokens({ query: { staleTime: 1000 } }),
        addresses: useAddresses({ chain: 11155111 }),
        address: useAddress({ address: user.wallet.address }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true));
    const r = result.current;
    expect(r.profile.data).toMatchObject({ id: user.profile, state: 'approved' });
    expect(r.profiles.data?.profiles.map((p) => p.id)).toEqual([user.profile]);
    expect(r.tokens.data?.length).toBeGreaterThan(0);
    expect(r.addresses.data?.addresses.map((a) => a.address.toLowerCase())).toEqual([user.wallet.address.toLowerCase()]);
    expect(r.address.data?.chains).toEqual(['sepolia']);
  });

  it('a query with query.enabled false sends nothing', async () => {
    const { wrapper, log } = app();
    const { result } = renderHook(() => ({ auth: useAuth(), order: useOrder({ orderId: 'x', query: { enabled: false } }) }), { wrapper });
    await waitFor(() => expect(result.current.auth.isAuthorized).toBe(true));
    await new Promise((r) => setTimeout(r, 200));
    expect(log.filter((l) => l.startsWith('GET /orders'))).toEqual([]);
  });
});

describe('mutation hooks answer the verb', () => {
  it('useLinkAddress: linkAddress() links (default profile) and refreshes useAddresses; a refused one rejects with ApiError', async () => {
    const { wrapper } = app();
    const { result } = renderHook(() => ({ addresses: useAddresses(), link: useLinkAddress() }), { wrapper });
    await waitFor(() => expect(result.current.addresses.isSuccess).toBe(true));
    let error: unknown;
    await act(() => result.current.link.linkAddress({ address: other.address, chain: 'sepolia', signature: '0xdead' }).catch((e: unknown) => void (error = e)));
    expect(error).toBeInstanceOf(ApiError);
    await act(() => result.current.link.linkAddress({ address: other.address, chain: 11155111, message: constants.LINK_MESSAGE, signature: other.signMessageSync(constants.LINK_MESSAGE) }));
    await waitFor(() => expect(result.current.addresses.data?.addresses).toHaveLength(2));
    expect(result.current.link.isSuccess).toBe(true);
  });

  it('useSignatures({ query }) lists a multi-signature link awaiting confirmation', async () => {
    const { wrapper } = app();
    const { result } = renderHook(() => ({ pending: useSignatures({ query: { kind: 'linkAddress' } }), link: useLinkAddress() }), { wrapper });
    await waitFor(() => expect(result.current.pending.isSuccess).toBe(true));
    await act(() => result.current.link.linkAddress({ address: Wallet.createRandom().address, chain: 'sepolia', signature: '0x' }));
    await waitFor(() => expect(result.current.pending.data?.total).toBe(1));
  });

  it('useRequestIban: requestIban() answers a ResponseStatus; useIBANs ({ ibans }) and useIBAN show it', async () => {
    const { wrapper } = app();
    const { result } = renderHook(() => ({ ibans: useIBANs(), request: useRequestIban() }), { wrapper });
    await waitFor(() => expect(result.current.ibans.isSuccess).toBe(true));
    const status = await act(() => result.current.request.requestIban({ address: user.wallet.address, chain: 'sepolia', emailNotifications: true }));
    expect(status.status).toBe(202);
    // Provisioned by the sandbox's delayed job; then a fresh app shows it.
    await waitFor(async () => {
      await settle(server);
      expect((await user.client.listIbans())[0]?.state).toBe('approved');
    });
    const fresh = app();
    const { result: after } = renderHook(() => useIBANs(), { wrapper: fresh.wrapper });
    await waitFor(() => expect(after.current.data?.ibans[0]?.state).toBe('approved'));
    iban = after.current.data!.ibans[0]!;
    expect(iban).toMatchObject({ profile: user.profile, state: 'approved' });
    const one = renderHook(() => useIBAN({ iban: iban.iban }), { wrapper: fresh.wrapper });
    await waitFor(() => expect(one.result.current.data?.iban).toBe(iban.iban));
  });

  it('usePlaceOrder: placeOrder() places; useSubscribeOrderNotification hands the Order to onMessage and updates useOrder; useBalances', async () => {
    await user.client.raw.POST('/sandbox/payments', { body: { iban: iban.iban, amount: '300.00', senderName: 'Jane Doe' } });
    const { wrapper } = app();
    const seen: Order[] = [];
    const openedBefore = socketsOpened;
    let unsubscribe: (() => void | undefined) | undefined;
    const { result, rerender } = renderHook(
      () => {
        unsubscribe = useSubscribeOrderNotification({ profile: user.profile, onMessage: (o) => seen.push(o) });
        return {
          balances: useBalances({ address: user.wallet.address, chain: 'sepolia' }),
          placed: useOrders({ state: 'placed' }),
          place: usePlaceOrder(),
          order: useOrder({ orderId: seen[0]?.id ?? '' }),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.balances.data?.balances).toEqual([{ currency: 'eur', amount: '300.00' }]));
    await waitFor(() => expect(result.current.placed.isSuccess).toBe(true));
    // The stream must be open before the order is placed, or its `placed` notification is missed.
    await waitFor(() => expect(socketsOpened).toBeGreaterThan(openedBefore));
    const message = placeOrderMessage('40', Currency.eur, COUNTERPART);
    const answer = await act(async () =>
      result.current.place.placeOrder({
        address: user.wallet.address,
        chain: 'sepolia',
        currency: Currency.eur,
        amount: '40',
        counterpart: { identifier: { standard: PaymentStandard.iban, iban: COUNTERPART }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
        message,
        signature: await user.wallet.signMessage(message),
      }),
    );
    if (!('id' in answer)) throw new Error('an EOA-signed order is placed at once');
    order = answer;
    await waitFor(() => expect(result.current.placed.data?.orders.map((o) => o.id)).toEqual([order.id]));
    await waitFor(() => expect(seen.map((o) => o.id)).toContain(order.id));
    // `useOrder` reads the notified id at render: render again in case nothing else did since it arrived.
    rerender();
    await waitFor(() => expect(result.current.order.data?.state).toBe('placed'));
    await settle(server);
    await settle(server);
    await waitFor(() => expect(seen.find((o) => o.state === 'processed')?.id).toBe(order.id));
    await waitFor(() => expect(result.current.order.data?.state).toBe('processed'));
    expect(typeof unsubscribe).toBe('function');
  });

  it('useMoveIban: moveIban({ iban, address, chain }) answers a ResponseStatus and refreshes useIBAN', async () => {
    const { wrapper } = app();
    const { result } = renderHook(() => ({ one: useIBAN({ iban: iban.iban }), move: useMoveIban() }), { wrapper });
    await waitFor(() => expect(result.current.one.isSuccess).toBe(true));
    expect(await act(() => result.current.move.moveIban({ iban: iban.iban, address: other.address, chain: 'sepolia' }))).toEqual({ status: 200, statusText: 'OK' });
    await waitFor(() => expect(result.current.one.data?.address.toLowerCase()).toBe(other.address.toLowerCase()));
  });

  it('useSubmitProfileDetails({ profile }): submitProfileDetails() submits and refreshes useProfile', async () => {
    const customer = await signedInWithoutKyc(server);
    const { wrapper } = app(await tokenOf(customer.storage));
    const { result } = renderHook(() => ({ profile: useProfile({ profile: customer.profile }), submit: useSubmitProfileDetails({ profile: customer.profile }) }), { wrapper });
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    const personal = { firstName: 'Ines', lastName: 'Jónsdóttir', address: 'Laugavegur 77', postalCode: '101', city: 'Reykjavík', country: 'IS', nationality: 'IS', birthday: '1990-05-17', idDocument: { number: 'A1234567', kind: 'passport' as const } };
    const status = await act(() => result.current.submit.submitProfileDetails({ personal }));
    expect(status.status).toBe(202);
    await waitFor(() => expect(result.current.profile.data?.name).toBe('Ines Jónsdóttir'));
  });
});
