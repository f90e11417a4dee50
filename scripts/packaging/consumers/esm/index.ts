// A Node ESM project using the packed packages: strict tsc under NodeNext, then run against a
// sandbox (EMONEY_URL, EMONEY_CLIENT_ID, EMONEY_CLIENT_SECRET). Prints what it got as JSON.
import { EmoneyClient, getChainId, type Chain, type ChainId } from '@emoney/sdk';
import { tokensQueryOptions } from '@emoney/react-provider';
import { QueryClient } from '@tanstack/react-query';

// The types are the contract's, not `any`: each line below must be a type error.
// @ts-expect-error: no chain id
const wrongId: ChainId = 'mainnet';
// @ts-expect-error: no chain
const wrongChain: Chain = 'mainnet';

const env = (name: string): string => process.env[name] ?? '';
// `debug` logs each request to stderr, so a consumer that stalls shows where.
const debug = (...args: unknown[]) => console.error(...args);
const client = new EmoneyClient({ baseUrl: env('EMONEY_URL'), clientId: env('EMONEY_CLIENT_ID'), clientSecret: env('EMONEY_CLIENT_SECRET'), debug });
const context = await client.getAuthContext();
const tokens = await client.listTokens();
// The provider's query builders run outside React too (prefetching on a server).
const queryClient = new QueryClient();
const cached = await queryClient.fetchQuery(tokensQueryOptions(client));
// Drops the cache and its garbage-collection timers, which would keep Node running for minutes.
queryClient.clear();
const sepolia: ChainId = getChainId('sepolia');
// Proves this file ran as an ECMAScript module: `require` exists only in CommonJS.
const format = typeof require === 'function' ? 'cjs' : 'esm';

console.log(JSON.stringify({ format, defaultProfile: context.defaultProfile, tokens: tokens.map((t) => t.symbol), cached: cached.length, sepolia, unused: [wrongId, wrongChain].length }));
