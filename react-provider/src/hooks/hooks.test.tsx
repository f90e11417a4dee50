// Every hook against the real server (in-process, over HTTP), as a customer signed in through the
// hosted screens. Invalidation is proven by the requests the provider's SDK sends afterwards.
import { ApiError, LINK_MESSAGE, placeOrderMessage } from '@emoney/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { providerFor, settle, signedInUser, signedInWithoutKyc, startTestServer, type TestServer } from '../../test/support.js';
import { useContext } from 'react';
import {
  EmoneyContext,
  keys,
  ordersQueryOptions,
  tokensQueryOptions,
  useAddress,
  useAddresses,
  useAuthContext,
  useBalances,
  useCreateProfile,
  useIBAN,
  useIBANs,
  useLinkAddress,
  useMoveIban,
  useOrder,
  useOrders,
  usePatchProfileDetails,
  usePatchProfileForm,
  usePatchProfileVerifications,
  usePlaceOrder,
  useProfile,
  useProfiles,
  useRequestIban,
  useShareProfile,
  useSubmitProfileDetails,
  useSignatures,
  useSubscribeOrderNotification,
  useTokens,
  type IBAN,
  type Order,
} from '../index.js';

let server: TestServer;
let user: Awaited<ReturnType<typeof signedInUser>>;
const other = Wallet.createRandom();
const COUNTERPART = 'DE89370400440532013000';
let iban: IBAN;
let order: Order;

beforeAll(async () => {
  server = await startTestServer();
  user = await signedInUser(server);
});
afterAll(async () => {
  await server?.close();
});

const lower = (a: string) => a.toLowerCase();
/** Runs a mutation expected to fail, inside act; answers what it threw. */
const attempt = async (run: () => Promise<unknown>): Promise<unknown> => {
  let error: unknown;
  await act(async () => {
    await run().catch((e: unknown) => (error = e));
  });
  return error;
};
const signedOrder = async (amount: string) => {
  const message = placeOrderMessage({ amount, currency: 'eur', iban: COUNTERPART, date: server.clock.now() });
  return {
    address: user.wallet.address,
    chain: 'sepolia' as const,
    currency: 'eur' as const,
    amount,
    counterpart: { identifier: { standard: 'iban' as const, iban: COUNTERPART }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
    message,
    signature: await user.wallet.signMessage(message),
  };
};

describe('query hooks', () => {
  it('useAuthContext, useProfile (default profile), useProfiles, useTokens, useAddresses, useAddress render the server data', async () => {
    const { wrapper } = providerFor(server, user.storage);
    const { result } = renderHook(
      () => ({
        context: useAuthContext(),
        profile: useProfile(),
        profiles: useProfiles({ state: 'approved' }),
        tokens: useTokens(),
        addresses: useAddresses({ chain: 'sepolia' }),
        address: useAddress(user.wallet.address),
      }),
      { wrapper },
    );
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true));
    const r = result.current;
    expect(r.context.data?.email).toBe(user.email);
    expect(r.profile.data).toMatchObject({ id: user.profile, state: 'approved', name: 'Jane Doe' });
    expect(r.profiles.data?.map((p) => p.id)).toEqual([user.profile]);
    expect(r.tokens.data?.some((t) => t.symbol === 'EURe' && t.chain === 'sepolia')).toBe(true);
    expect(r.addresses.data?.map((a) => lower(a.address))).toEqual([lower(user.wallet.address)]);
    expect(r.address.data?.chains).toEqual(['sepolia']);
  });

  it('errors are the SDK typed errors; a query waits while its argument is undefined', async () => {
    const { wrapper, log } = providerFor(server, user.storage);
    const { result } = renderHook(() => ({ missing: useOrder('00000000-0000-4000-8000-000000000000'), idle: useIBAN(undefined) }), { wrapper });
    await waitFor(() => expect(result.current.missing.isError).toBe(true));
    expect(result.current.missing.error).toBeInstanceOf(ApiError);
    expect((result.current.missing.error as ApiError).status).toBe(404);
    expect(result.current.idle.fetchStatus).toBe('idle');
    expect(log.filter((l) => l.startsWith('GET /ibans'))).toEqual([]);
  });
});

describe('queryOptions builders', () => {
  it('prefetching with a builder fills the cache the hook reads: no second request', async () => {
    const { wrapper, count, queryClient } = providerFor(server, user.storage);
    const sdk = renderHook(() => useContext(EmoneyContext)!.sdk, { wrapper }).result.current;
    await queryClient.prefetchQuery({ ...tokensQueryOptions(sdk), staleTime: 60_000 });
    await queryClient.prefetchQuery({ ...ordersQueryOptions(sdk, { profile: user.profile, address: user.wallet.address }), staleTime: 60_000 });
    const { result } = renderHook(() => ({ tokens: useTokens({ staleTime: 60_000 }), orders: useOrders({ address: user.wallet.address, profile: user.profile }, { staleTime: 60_000 }) }), { wrapper });
    await waitFor(() => expect(result.current.tokens.isSuccess && result.current.orders.isSuccess).toBe(true));
    expect(count('GET /tokens')).toBe(1);
    expect(count((l) => l.startsWith('GET /orders'))).toBe(1);
  });
});

describe('mutation hooks', () => {
  it('useLinkAddress links and refreshes the addresses and that profile, nothing else', async () => {
    const { wrapper, count, log } = providerFor(server, user.storage);
    const { result } = renderHook(
      () => ({ addresses: useAddresses(), profile: useProfile(user.profile), tokens: useTokens(), link: useLinkAddress() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.addresses.isSuccess && result.current.profile.isSuccess && result.current.tokens.isSuccess).toBe(true));
    const from = log.length;
    const wrong = await other.signMessage('not the link message');
    const error = await attempt(() => result.current.link.mutateAsync({ profile: user.profile, address: other.address, chain: 'sepolia', signature: wrong }));
    // A signature of another message: the API refuses it and nothing is refetched.
    expect(error).toBeInstanceOf(ApiError);
    expect(log.slice(from)).toEqual(['POST /addresses']);

    const signature = await other.signMessage(LINK_MESSAGE);
    const at = log.length;
    await act(() => result.current.link.mutateAsync({ profile: user.profile, address: other.address, chain: 'sepolia', signature }));
    await waitFor(() => expect(result.current.addresses.data).toHaveLength(2));
    expect(count('GET /addresses', at)).toBe(1);
    expect(count(`GET /profiles/${user.profile}`, at)).toBe(1);
    expect(count('GET /tokens', at)).toBe(0);
    expect(log.slice(at).length).toBe(3);
  });

  it('useSignatures lists a multi-signature (0x) link awaiting confirmation; linking refreshes it', async () => {
    const { wrapper, log } = providerFor(server, user.storage);
    const safe = Wallet.createRandom().address;
    const { result } = renderHook(() => ({ pending: useSignatures({ kind: 'linkAddress' }), link: useLinkAddress() }), { wrapper });
    await waitFor(() => expect(result.current.pending.isSuccess).toBe(true));
    const before = result.current.pending.data!.total;
    expect(result.current.pending.data!.pending.some((p) => lower(p.address) === lower(safe))).toBe(false);
    const at = log.length;
    await act(() => result.current.link.mutateAsync({ profile: user.profile, address: safe, chain: 'sepolia', signature: '0x' }));
    await waitFor(() => expect(result.current.pending.data?.total).toBe(before + 1));
    expect(result.current.pending.data!.pending.some((p) => lower(p.address) === lower(safe) && p.kind === 'linkAddress' && p.chain === 'sepolia')).toBe(true);
    expect(log.slice(at).filter((l) => l.startsWith('GET /signatures'))).toHaveLength(1);
  });

  it('useRequestIban requests (202) and refreshes the IBAN lists; useIBANs, useIBAN show it once provisioned', async () => {
    const { wrapper, count, log } = providerFor(server, user.storage);
    const { result } = renderHook(() => ({ ibans: useIBANs(), tokens: useTokens(), request: useRequestIban() }), { wrapper });
    await waitFor(() => expect(result.current.ibans.isSuccess && result.current.tokens.isSuccess).toBe(true));
    expect(result.current.ibans.data).toEqual([]);
    const at = log.length;
    const status = await act(() => result.current.request.mutateAsync({ address: user.wallet.address, chain: 'sepolia' }));
    expect(status.status).toBe(202);
    await waitFor(() => expect(count('GET /ibans', at)).toBe(1));
    expect(count('GET /tokens', at)).toBe(0);
    await settle(server);
    await waitFor(async () => {
      await act(() => result.current.ibans.refetch());
      expect(result.current.ibans.data?.[0]?.state).toBe('approved');
    });
    iban = result.current.ibans.data![0]!;
    expect(iban).toMatchObject({ profile: user.profile, chain: 'sepolia', state: 'approved' });

    const one = renderHook(() => useIBAN(iban.iban.replace(/(.{4})/g, '$1 ')), { wrapper });
    await waitFor(() => expect(one.result.current.data?.iban).toBe(iban.iban));
  });

  it('useBalances shows minted tokens (a simulated payment)', async () => {
    const { response } = await user.client.raw.POST('/sandbox/payments', { body: { iban: iban.iban, amount: '20000.00', senderName: 'Jane Doe' } });
    expect(response.status).toBe(201);
    const { wrapper } = providerFor(server, user.storage);
    const { result } = renderHook(() => useBalances(user.wallet.address, 'sepolia'), { wrapper });
    await waitFor(() => expect(result.current.data?.balances).toEqual([{ currency: 'eur', amount: '20000.00' }]));
  });

  it('usePlaceOrder refetches exactly the orders and balances of that address, only once the order exists', async () => {
    const { wrapper, log, count } = providerFor(server, user.storage);
    const { result } = renderHook(
      () => ({
        mine: useOrders({ address: user.wallet.address }),
        theirs: useOrders({ address: other.address }),
        balances: useBalances(user.wallet.address, 'sepolia'),
        otherBalances: useBalances(other.address, 'sepolia'),
        tokens: useTokens(),
        ibans: useIBANs(),
        place: usePlaceOrder(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(['mine', 'theirs', 'balances', 'otherBalances', 'tokens', 'ibans'].every((k) => (result.current as never as Record<string, { isSuccess: boolean }>)[k]!.isSuccess)).toBe(true));

    // Refused (a wrong signature): nothing refetched.
    const refused = log.length;
    const bad = { ...(await signedOrder('40.00')), signature: await other.signMessage('something else') };
    expect(await attempt(() => result.current.place.mutateAsync(bad))).toBeInstanceOf(ApiError);
    expect(log.slice(refused)).toEqual(['POST /orders']);

    const at = log.length;
    const placed = await act(async () => result.current.place.mutateAsync(await signedOrder('40.00')));
    if ('code' in placed) throw new Error('an EOA-signed order is placed at once, not accepted for confirmation');
    order = placed;
    expect(order).toMatchObject({ kind: 'redeem', amount: '40.00', state: 'placed' });
    await waitFor(() => expect(result.current.mine.data?.map((o) => o.id)).toContain(order.id));
    // The balance moves when the order is processed; what matters here is which queries were refetched.
    await waitFor(() => expect(count(`GET /balances/sepolia/${user.wallet.address}`, at)).toBe(1));
    expect(log.slice(at).sort()).toEqual(
      ['POST /orders', `GET /orders?address=${user.wallet.address}`, `GET /balances/sepolia/${user.wallet.address}`].sort(),
    );
    expect(result.current.place.data).toEqual(order);
  });

  it('usePlaceOrder uploads a large order’s supporting document first and sends its id', async () => {
    const { wrapper, log } = providerFor(server, user.storage);
    const { result } = renderHook(() => usePlaceOrder(), { wrapper });
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 0xff, 0xd9])], { type: 'image/jpeg' });
    const at = log.length;
    const large = await act(async () => result.current.mutateAsync({ ...(await signedOrder('15000.00')), supportingDocument: new File([jpeg], 'invoice.jpg', { type: 'image/jpeg' }) }));
    expect(log.slice(at, at + 2)).toEqual(['POST /files', 'POST /orders']);
    expect(large).toMatchObject({ meta: { supportingDocumentId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
  });

  it('useSubmitProfileDetails submits, caches the answered profile, and refreshes that profile and the lists, nothing else', async () => {
    const customer = await signedInWithoutKyc(server);
    const { wrapper, count, log } = providerFor(server, customer.storage);
    const { result } = renderHook(() => ({ profile: useProfile(customer.profile), profiles: useProfiles(), tokens: useTokens(), submit: useSubmitProfileDetails() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.profile.isSuccess && result.current.profiles.isSuccess && result.current.tokens.isSuccess).toBe(true));
    expect(result.current.profile.data?.state).toBe('created');
    const at = log.length;
    const personal = { firstName: 'Ines', lastName: 'Jónsdóttir', address: 'Laugavegur 77', postalCode: '101', city: 'Reykjavík', country: 'IS', nationality: 'IS', birthday: '1990-05-17', idDocument: { number: 'A1234567', kind: 'passport' as const } };
    const answered = await act(() => result.current.submit.mutateAsync({ profile: customer.profile, personal }));
    expect(answered).toMatchObject({ id: customer.profile, name: 'Ines Jónsdóttir' });
    await waitFor(() => expect(result.current.profile.data?.name).toBe('Ines Jónsdóttir'));
    await waitFor(() => expect(count('GET /profiles', at)).toBe(1));
    expect(count(`GET /profiles/${customer.profile}`, at)).toBe(1);
    expect(count('GET /tokens', at)).toBe(0);
    expect(log.slice(at)).toHaveLength(3);
  });

  it('useSubmitProfileDetails: a 409 for an approved profile is a typed error and changes no cache', async () => {
    const { wrapper, queryClient, log } = providerFor(server, user.storage);
    const { result } = renderHook(() => ({ profiles: useProfiles(), submit: useSubmitProfileDetails() }), { wrapper });
    await waitFor(() => expect(result.current.profiles.isSuccess).toBe(true));
    const at = log.length;
    const personal = { firstName: 'Jane', lastName: 'Doe', address: 'Laugavegur 77', postalCode: '101', city: 'Reykjavík', country: 'IS', nationality: 'IS', birthday: '1990-05-17', idDocument: { number: 'A1234567', kind: 'passport' as const } };
    const error = await attempt(() => result.current.submit.mutateAsync({ profile: user.profile, personal }));
    expect(error).toBeInstanceOf(ApiError);
    expect(log.slice(at)).toEqual([`PUT /profiles/${user.profile}/details`]);
    expect(queryClient.getQueryData(keys.profiles.detail(user.profile))).toBeUndefined();
  });
});

describe('white-label onboarding hooks', () => {
  it('useCreateProfile, useShareProfile, usePatchProfileDetails, usePatchProfileForm, usePatchProfileVerifications write through and refresh the profile', async () => {
    const customer = await signedInWithoutKyc(server);
    const { wrapper, count, log } = providerFor(server, customer.storage);
    const { result, rerender } = renderHook(
      ({ id }: { id?: string }) => ({
        profile: useProfile(id),
        create: useCreateProfile(),
        share: useShareProfile(),
        details: usePatchProfileDetails(),
        form: usePatchProfileForm(),
        verifications: usePatchProfileVerifications(),
      }),
      { wrapper, initialProps: {} },
    );
    const created = await act(() => result.current.create.mutateAsync({ kind: 'personal' }));
    expect(created).toMatchObject({ kind: 'personal', state: 'created', details: { state: 'incomplete' } });
    rerender({ id: created.id });
    const profile = {
      get current() {
        return result.current.profile;
      },
    };
    await waitFor(() => expect(profile.current.data?.id).toBe(created.id));
    const shared = await act(() => result.current.share.mutateAsync({ profile: created.id, provider: 'sumsub', personal: { token: 'sandbox-invalid-address' } }));
    expect(shared.details).toEqual({ state: 'incomplete' });
    const at = log.length;
    await act(() => result.current.details.mutateAsync({ profile: created.id, personal: { address: 'Pennylane 123' } }));
    // The answer leaves out the parts, so the profile is read again (and the lists refreshed).
    await waitFor(() => expect(profile.current.data?.details, JSON.stringify([log.slice(at), profile.current.data])).toEqual({ state: 'pending' }));
    expect(log.slice(at, at + 1)).toEqual([`PATCH /profiles/${created.id}/details`]);
    expect(count(`GET /profiles/${created.id}`, at)).toBe(1);
    await act(() => result.current.form.mutateAsync({ profile: created.id, personal: { occupation: 'OCCUPATION_STUDENT' } }));
    await waitFor(() => expect(profile.current.data?.form).toEqual({ state: 'incomplete' }));
    const error = await attempt(() => result.current.verifications.mutateAsync({ profile: created.id, personal: [{ kind: 'sourceOfFunds', documents: [{ kind: 'sourceOfFunds', fileId: crypto.randomUUID() }] }] }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });
});

describe('live order notifications', () => {
  it('useSubscribeOrderNotification delivers the processed order to a mounted useOrder and useOrders, and closes on unmount', async () => {
    const sockets: WebSocket[] = [];
    class Recording extends WebSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    }
    const { wrapper, count, log } = providerFor(server, user.storage, Recording);
    const { result, unmount } = renderHook(
      () => ({ order: useOrder(order.id), list: useOrders({ address: user.wallet.address }), live: useSubscribeOrderNotification() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.order.data?.state).toBe('placed'));
    await waitFor(() => expect(result.current.list.isSuccess && result.current.live.isSubscribed).toBe(true));
    const at = log.length;
    await settle(server);
    await settle(server);
    await waitFor(() => expect(result.current.order.data?.state).toBe('processed'));
    expect(result.current.list.data?.find((o) => o.id === order.id)?.state).toBe('processed');
    expect(count(`GET /orders/${order.id}`, at)).toBe(0); // the socket delivered it, not a refetch
    expect(count((l) => l.startsWith('GET /orders'), at)).toBe(0);

    expect(sockets.filter((s) => s.readyState === WebSocket.OPEN)).toHaveLength(1);
    unmount();
    await waitFor(() => expect(sockets.every((s) => s.readyState === WebSocket.CLOSED)).toBe(true));
  });
});

describe('live order notifications: new orders', () => {
  it('an order created elsewhere (a payment arriving) shows up in a mounted useOrders without a mutation', async () => {
    const { wrapper } = providerFor(server, user.storage);
    const { result } = renderHook(() => ({ list: useOrders({ address: user.wallet.address }), live: useSubscribeOrderNotification() }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess && result.current.live.isSubscribed).toBe(true));
    const before = result.current.list.data!.length;
    const { data: payment } = await user.client.raw.POST('/sandbox/payments', { body: { iban: iban.iban, amount: '12.34', senderName: 'Jane Doe' } });
    await waitFor(() => expect(result.current.list.data?.find((o) => o.id === payment!.id)?.state).toBe('processed'));
    expect(result.current.list.data).toHaveLength(before + 1);
  });
});

describe('useMoveIban', () => {
  it('moves and refreshes that IBAN, the IBAN lists and both addresses, nothing else', async () => {
    const { wrapper, count, log } = providerFor(server, user.storage);
    const { result } = renderHook(
      () => ({
        list: useIBANs(),
        one: useIBAN(iban.iban),
        from: useAddress(user.wallet.address),
        to: useAddress(other.address),
        tokens: useTokens(),
        move: useMoveIban(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(['list', 'one', 'from', 'to', 'tokens'].every((k) => (result.current as never as Record<string, { isSuccess: boolean }>)[k]!.isSuccess)).toBe(true));
    const at = log.length;
    const moved = await act(() => result.current.move.mutateAsync({ iban: iban.iban, address: other.address, chain: 'sepolia' }));
    expect(lower(moved.address)).toBe(lower(other.address));
    await waitFor(() => expect(lower(result.current.one.data!.address)).toBe(lower(other.address)));
    expect(count(`PATCH /ibans/${iban.iban}`, at)).toBe(1);
    expect(count(`GET /ibans/${iban.iban}`, at)).toBe(1);
    expect(count('GET /ibans', at)).toBe(1);
    expect(count(`GET /addresses/${user.wallet.address}`, at)).toBe(1);
    expect(count(`GET /addresses/${other.address}`, at)).toBe(1);
    expect(count('GET /tokens', at)).toBe(0);
    expect(log.slice(at)).toHaveLength(5);
  });
});

