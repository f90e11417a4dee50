// useCountries, useSwapQuote and useAcceptSwap against the real sandbox server (in-process, over
// HTTP). What the hooks send is read from the SDK's requests.
import { ApiError, MemoryStorage } from '@emoney/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFor, signedInUser, startTestServer, type TestServer } from '../../test/support.js';
import { keys, useAcceptSwap, useCountries, useSwapQuote } from '../index.js';

let server: TestServer;
let user: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  server = await startTestServer();
  user = await signedInUser(server);
});
afterAll(async () => {
  await server?.close();
});

describe('useCountries', () => {
  it('loads the list before anyone authorizes (GET /countries takes no token)', async () => {
    const { wrapper, count } = providerFor(server, new MemoryStorage());
    const { result } = renderHook(() => useCountries(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.countries.find((c) => c.code === 'DE')).toMatchObject({ name: 'Germany', residency: 'low' });
    expect(count('GET /countries')).toBe(1);
  });
});

describe('useSwapQuote and useAcceptSwap', () => {
  it('waits without a request, quotes one, accepts it once and drops the cached quotes', async () => {
    const { wrapper, count, queryClient } = providerFor(server, user.storage);
    const walletAddress = user.wallet.address;
    const { result, rerender } = renderHook(
      ({ amount }: { amount?: string }) => ({
        quote: useSwapQuote(amount ? { chain: 'arbitrumsepolia', sellToken: 'USDC', buyToken: 'EURe', walletAddress, sellAmount: amount } : undefined),
        accept: useAcceptSwap(),
      }),
      { wrapper, initialProps: {} as { amount?: string } },
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(result.current.quote.fetchStatus).toBe('idle');
    expect(count((l) => l.startsWith('GET /swap/'))).toBe(0);

    rerender({ amount: '10' });
    await waitFor(() => expect(result.current.quote.isSuccess).toBe(true));
    const { quote, quoteToken } = result.current.quote.data!;
    expect(quote).toMatchObject({ sellAmount: '10.00', buyAmount: '9.20', walletAddress });

    let accepted: Awaited<ReturnType<typeof result.current.accept.mutateAsync>> | undefined;
    await act(async () => {
      accepted = await result.current.accept.mutateAsync(quoteToken);
    });
    expect(accepted).toMatchObject({ id: quote.id, chainId: 421614 });
    expect(count('POST /swap/accept')).toBe(1);
    // The accepted quote cannot be used again: the cached quotes were refreshed (a new quote).
    await waitFor(() => expect(result.current.quote.data?.quote.id).not.toBe(quote.id));
    expect(count((l) => l.startsWith('GET /swap/arbitrumsepolia/USDC/EURe?'))).toBe(2);
    expect(queryClient.getQueryData(keys.swapQuotes.list({ chain: 'arbitrumsepolia', sellToken: 'USDC', buyToken: 'EURe', walletAddress, sellAmount: '10' }))).toBe(result.current.quote.data);

    let error: unknown;
    await act(async () => {
      await result.current.accept.mutateAsync(quoteToken).catch((e: unknown) => (error = e));
    });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });
});
