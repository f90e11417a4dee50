// IBAN and profile changes reach the page by polling (the order WebSocket carries orders only):
// useIBANs and useIBAN refetch while an IBAN is being issued, useProfile while its KYC is in
// review, and they stop once settled. Against the real server, in a jsdom page, without any
// refetch by the test.
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFor, settle, signedInUser, startTestServer, type TestServer } from '../../test/support.js';
import { useIBAN, useIBANs, useProfile } from '../index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('polling while the server decides', () => {
  it('useIBANs and useIBAN refetch while the IBAN is being issued, then stop', async () => {
    const user = await signedInUser(server);
    await user.client.requestIban({ address: user.wallet.address, chain: 'sepolia' });
    const [requested] = await user.client.listIbans();
    expect(requested?.state).toBe('pending');

    const { wrapper, log } = providerFor(server, user.storage);
    const { result } = renderHook(() => ({ list: useIBANs(), one: useIBAN(requested!.iban) }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.[0]?.state).toBe('pending'));
    await waitFor(() => expect(result.current.one.data?.state).toBe('pending'));

    await settle(server); // the sandbox issues the IBAN
    await waitFor(() => expect(result.current.list.data?.[0]?.state).toBe('approved'), { timeout: 12_000 });
    await waitFor(() => expect(result.current.one.data?.state).toBe('approved'), { timeout: 12_000 });

    // Settled: no more requests, a full interval later.
    const at = log.length;
    await sleep(6_000);
    expect(log.slice(at)).toEqual([]);
  }, 40_000);

  it('useProfile refetches while the KYC is in review, then stops', async () => {
    const user = await signedInUser(server);
    // The profile under review, then decided: what a compliance officer's decision writes.
    const review = (state: 'pending' | 'approved') => server.ctx.db.updateTable('profiles').set({ state }).where('id', '=', user.profile).execute();
    await review('pending');

    const { wrapper, log } = providerFor(server, user.storage);
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe('pending'));

    await review('approved');
    await waitFor(() => expect(result.current.data?.state).toBe('approved'), { timeout: 15_000 });
    const at = log.length;
    await sleep(1_000);
    expect(log.slice(at)).toEqual([]);
  }, 40_000);
});
