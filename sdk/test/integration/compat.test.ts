// `@emoney/sdk/compat` against the real server, in-process over HTTP: the provider's client API
// (MoneriumClient, constants, helpers, enums) as a partner's existing code calls it.
import { Wallet } from 'ethers';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  AuthError,
  Currency,
  MoneriumClient,
  OrderState,
  PaymentStandard,
  constants,
  getChain,
  parseChain,
  placeOrderMessage,
  shortenAddress,
  shortenIban,
  siweMessage,
  type IBAN,
  type Order,
  type WebSocketConstructor,
} from '../../src/compat/index.js';
import DefaultClient from '../../src/compat/index.js';
import { EmoneyClient, ENVIRONMENTS, MemoryStorage } from '../../src/index.js';
import { REDIRECT_URI, startTestServer, throughHostedScreens, type HostedUser, type TestServer } from './support.js';

let server: TestServer;
let user: HostedUser;
let refreshToken: string;
let monerium: MoneriumClient;
const refreshed: string[] = [];
const other = Wallet.createRandom();
const COUNTERPART = 'DE89370400440532013000';
let iban: IBAN;
let order: Order;

async function settle(ms = 5_000): Promise<void> {
  server.clock.advance(ms);
  await server.jobs.runDue();
}

async function until<T>(get: () => T | undefined, what: string, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = get();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  server = await startTestServer();
  // A customer signed in through the hosted screens with emoney's own client; the partner's app
  // kept the refresh token (the provider's documented way to reconnect).
  const storage = new MemoryStorage();
  const own = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI, storage });
  user = await throughHostedScreens(await own.authorize({ redirect: false }));
  await own.getAccess({ url: user.redirectTo });
  refreshToken = (JSON.parse((await storage.getItem('emoney.tokens'))!) as { refreshToken: string }).refreshToken;
  monerium = new MoneriumClient({
    environment: 'sandbox',
    clientId: server.seed.authClientId,
    redirectUri: REDIRECT_URI,
    baseUrl: server.url,
    storage: new MemoryStorage(),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    onRefreshTokenUpdate: (token) => refreshed.push(token),
  });
});
afterAll(async () => {
  monerium?.unsubscribeOrderNotifications();
  await server?.close();
});

describe('MoneriumClient: construction and auth', () => {
  it('takes an environment name or options; the default export is the class; getEnvironment names the URLs', () => {
    const bare = new MoneriumClient('production');
    expect(bare.getEnvironment()).toEqual({ name: 'production', api: ENVIRONMENTS.production.api, web: ENVIRONMENTS.production.web, wss: ENVIRONMENTS.production.ws });
    expect(new DefaultClient().getEnvironment().name).toBe('sandbox');
    expect(bare.isAuthorized).toBe(false);
    expect(monerium.getEnvironment()).toMatchObject({ api: server.url, wss: server.url.replace(/^http/, 'ws') });
  });

  it('client credentials: getAccess() resolves true and keeps the bearer profile', async () => {
    const app = new MoneriumClient({ clientId: server.seed.clientId, clientSecret: server.seed.clientSecret, baseUrl: server.url, storage: new MemoryStorage() });
    expect(await app.getAccess()).toBe(true);
    expect(app.isAuthorized).toBe(true);
    expect(app.bearerProfile).toMatchObject({ token_type: 'Bearer', expires_in: 3600, access_token: expect.any(String) });
    expect((await app.getAuthContext()).defaultProfile).toBe(server.seed.profileId);
    expect((await app.getTokens()).length).toBeGreaterThan(0);
  });

  it('getAccess(refreshToken) reconnects and hands the rotated refresh token to onRefreshTokenUpdate', async () => {
    expect(await monerium.getAccess(refreshToken)).toBe(true);
    expect(monerium.isAuthorized).toBe(true);
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]).not.toBe(refreshToken);
    expect(monerium.bearerProfile?.refresh_token).toBe(refreshed[0]);
  });

  it('authorize() outside a browser only prepares the flow (no redirect) and keeps the state', async () => {
    const other = new MoneriumClient({ clientId: server.seed.authClientId, redirectUri: REDIRECT_URI, baseUrl: server.url, storage: new MemoryStorage() });
    await other.authorize({ state: 'st-1', skipKyc: true, chain: 11155111 });
    expect(other.state).toBe('st-1');
    expect(await other.getAccess()).toBe(false);
  });
});

describe('MoneriumClient: resources, with lists wrapped', () => {
  it('getAuthContext, getProfile, getProfiles, getAddresses (chain id), getAddress', async () => {
    const context = await monerium.getAuthContext();
    expect(await monerium.getProfile(context.defaultProfile)).toMatchObject({ id: context.defaultProfile, state: 'approved' });
    const { profiles } = await monerium.getProfiles();
    expect(profiles.map((p) => p.id)).toEqual([context.defaultProfile]);
    const { addresses } = await monerium.getAddresses({ chain: 11155111 });
    expect(addresses.map((a) => a.address.toLowerCase())).toEqual([user.wallet.address.toLowerCase()]);
    expect((await monerium.getAddress(user.wallet.address)).chains).toEqual(['sepolia']);
  });

  it('linkAddress without a profile (the default one), a numeric chain, the constants link message', async () => {
    const linked = await monerium.linkAddress({ address: other.address, chain: 11155111, message: constants.LINK_MESSAGE, signature: await other.signMessage(constants.LINK_MESSAGE) });
    expect(linked.address.toLowerCase()).toBe(other.address.toLowerCase());
    expect((await monerium.getAddresses()).addresses).toHaveLength(2);
    const wrong = monerium.linkAddress({ address: Wallet.createRandom().address, chain: 'sepolia', signature: await other.signMessage('something else') });
    await expect(wrong).rejects.toBeInstanceOf(ApiError);
  });

  it('getSignatures answers { pending, total }', async () => {
    await monerium.linkAddress({ address: Wallet.createRandom().address, chain: 'sepolia', signature: '0x' });
    const { pending, total } = await monerium.getSignatures({ kind: 'linkAddress' });
    expect(total).toBe(1);
    expect(pending[0]).toMatchObject({ kind: 'linkAddress', chain: 'sepolia' });
  });

  it('requestIban answers a ResponseStatus; getIbans ({ ibans }) and getIban show it once provisioned', async () => {
    expect(await monerium.requestIban({ address: user.wallet.address, chain: 'sepolia', emailNotifications: true })).toMatchObject({ status: 202 });
    await settle();
    const { ibans } = await monerium.getIbans({ chain: 11155111 });
    iban = ibans[0]!;
    expect(iban).toMatchObject({ chain: 'sepolia', state: 'approved' });
    expect((await monerium.getIban(iban.iban)).iban).toBe(iban.iban);
    await monerium.emoney.raw.POST('/sandbox/payments', { body: { iban: iban.iban, amount: '500.00', senderName: 'Jane Doe' } });
    expect((await monerium.getBalances(user.wallet.address, 11155111, Currency.eur)).balances).toEqual([{ currency: 'eur', amount: '500.00' }]);
  });

  it('placeOrder with placeOrderMessage(amount, currency, receiver); notifications arrive as bare Orders on the returned socket', async () => {
    const seen: Order[] = [];
    const socket = monerium.subscribeOrderNotifications({ filter: { profile: iban.profile }, onMessage: (o) => seen.push(o) });
    expect(socket).toBeDefined();
    await new Promise<void>((resolve) => ((socket as unknown as WebSocket).onopen = () => resolve()));

    const message = placeOrderMessage(40, Currency.eur, COUNTERPART);
    expect(message).toMatch(/^Send EUR 40 to DE89370400440532013000 at \d{4}-\d\d-\d\dT\d\d:\d\d:00(Z|[+-]\d\d:\d\d)$/);
    const bad = monerium.placeOrder({
      address: user.wallet.address,
      chain: 11155111,
      currency: Currency.eur,
      amount: '40',
      counterpart: { identifier: { standard: PaymentStandard.iban, iban: COUNTERPART }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
      message,
      signature: await other.signMessage(message),
    });
    await expect(bad).rejects.toBeInstanceOf(ApiError);
    const placed = await monerium.placeOrder({
      address: user.wallet.address,
      chain: 11155111,
      currency: Currency.eur,
      amount: '40',
      // The beneficiary by a single name, as the provider's types allow (compat gap).
      counterpart: { identifier: { standard: PaymentStandard.iban, iban: COUNTERPART }, details: { name: 'Hanna Schmidt' } },
      message,
      signature: await user.wallet.signMessage(message),
    });
    if (!('id' in placed)) throw new Error('an EOA-signed order is placed at once');
    order = placed;
    expect(order.state).toBe(OrderState.placed);
    await until(() => seen.find((o) => o.id === order.id), 'the placed order on the socket');
    expect((await monerium.getOrders({ state: 'placed' })).orders.map((o) => o.id)).toEqual([order.id]);
    expect((await monerium.getOrder(order.id)).id).toBe(order.id);

    await settle();
    await settle();
    await until(() => seen.find((o) => o.id === order.id && o.state === 'processed'), 'the processed order on the socket');
    const { orders } = await monerium.getOrders({ address: user.wallet.address });
    expect(orders.find((o) => o.id === order.id)?.state).toBe('processed');

    monerium.unsubscribeOrderNotifications({ profile: iban.profile });
    await until(() => ((socket as unknown as WebSocket).readyState === WebSocket.CLOSED ? true : undefined), 'the socket closed');
  });

  it('moveIban answers a ResponseStatus', async () => {
    expect(await monerium.moveIban(iban.iban, { address: other.address, chain: 'sepolia' })).toEqual({ status: 200, statusText: 'OK' });
    expect((await monerium.getIban(iban.iban)).address.toLowerCase()).toBe(other.address.toLowerCase());
  });

  it('revokeAccess ends the session on the server: its refresh token no longer works', async () => {
    const token = monerium.bearerProfile!.refresh_token;
    await monerium.revokeAccess();
    expect(monerium.isAuthorized).toBe(false);
    expect(monerium.bearerProfile).toBeUndefined();
    const again = new MoneriumClient({ clientId: server.seed.authClientId, redirectUri: REDIRECT_URI, baseUrl: server.url, storage: new MemoryStorage() });
    await expect(again.getAccess(token)).rejects.toBeInstanceOf(AuthError);
  });
});

describe('helpers with the provider signatures', () => {
  it('placeOrderMessage cross-chain, siweMessage, shorten*, chains, constants', () => {
    expect(placeOrderMessage('5', Currency.eur, '0x1234', 100)).toMatch(/^Send EUR 5 to 0x1234 on gnosis at /);
    const siwe = siweMessage({
      domain: 'app.partner.test',
      address: user.wallet.address,
      appName: 'Partner App',
      redirectUri: 'https://app.partner.test/callback',
      chainId: 11155111,
      issuedAt: '2026-11-23T07:00:00.000Z',
      expiryAt: '2026-11-23T07:05:00.000Z',
      privacyPolicyUrl: 'https://app.partner.test/privacy',
      termsOfServiceUrl: 'https://app.partner.test/terms',
      signInUrl: `${server.url}/siwe`,
    });
    expect(siwe.split('\n')).toEqual(
      expect.arrayContaining([
        'Allow Partner App to access my data on emoney.',
        'Chain ID: 11155111',
        'Issued At: 2026-11-23T07:00:00.000Z',
        'Expiration Time: 2026-11-23T07:05:00.000Z',
        `- ${server.url}/siwe`,
        '- https://app.partner.test/terms',
      ]),
    );
    expect(shortenIban(undefined)).toBeUndefined();
    expect(shortenIban('DE89 3704 0044 0532 0130 00')).toBe('DE89...3000');
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F...2266');
    expect(getChain(137)).toBe('polygon');
    expect(parseChain(10200)).toBe('chiado');
    expect(constants.LINK_MESSAGE).toBe('I hereby declare that I am the address owner.');
    expect(OrderState.placed).toBe('placed');
  });
});
