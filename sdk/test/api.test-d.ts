// Type tests of the public API (vitest typecheck): what the methods take and return, that the
// entities are the contract's types, and that wrong input does not compile.
import type { components, operations } from '@emoney/api-types';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiError, AuthError, EmoneyClient } from '../src/index.js';
import { verifyWebhook } from '../src/server/index.js';
import {
  Currency,
  getChain,
  OrderState,
  parseChain,
  placeOrderMessage,
  type Access,
  type Address,
  type AuthContext,
  type Balances,
  type BearerProfile,
  type Chain,
  type ChainId,
  type CorporateProfileDetails,
  type Counterpart,
  type CounterpartBank,
  type CounterpartDetails,
  type CurrencyBalance,
  type Director,
  type Fee,
  type FileObject,
  type IBAN,
  type Identifier,
  type Individual,
  type Issuer,
  type KYC,
  type LinkedAddress,
  type Order,
  type OrderFilter,
  type OrderMetadata,
  type OrderNotification,
  type OrderSubscription,
  type CorporatePurpose,
  type PendingSignatureList,
  type PersonalProfileDetails,
  type Profile,
  type Representative,
  type ResponseStatus,
  type SignupResponse,
  type SupportingDoc,
  type Token,
  type CountryList,
  type SwapAcceptedQuote,
  type SwapQuoteResult,
  type Corporation,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookSubscription,
} from '../src/index.js';

type S = components['schemas'];
declare const client: EmoneyClient;

describe('entities are the contract types under the specification names', () => {
  it('aliases generated schemas', () => {
    expectTypeOf<Address>().toEqualTypeOf<S['AddressObject']>();
    expectTypeOf<IBAN>().toEqualTypeOf<S['IbanObject']>();
    expectTypeOf<Order>().toEqualTypeOf<S['Order']>();
    expectTypeOf<OrderMetadata>().toEqualTypeOf<S['OrderMeta']>();
    expectTypeOf<OrderFilter>().toEqualTypeOf<NonNullable<operations['listOrders']['parameters']['query']>>();
    expectTypeOf<Profile>().toEqualTypeOf<S['Profile']>();
    expectTypeOf<BearerProfile>().toEqualTypeOf<S['ProfileSummary']>();
    expectTypeOf<Balances>().toEqualTypeOf<S['Balances']>();
    expectTypeOf<CurrencyBalance>().toEqualTypeOf<S['CurrencyBalance']>();
    expectTypeOf<Token>().toEqualTypeOf<S['Token']>();
    expectTypeOf<LinkedAddress>().toEqualTypeOf<S['LinkedAddress']>();
    expectTypeOf<Counterpart>().toEqualTypeOf<S['Counterpart']>();
    expectTypeOf<CounterpartDetails>().toEqualTypeOf<S['Counterpart']['details']>();
    expectTypeOf<Identifier>().toEqualTypeOf<S['IbanIdentifier'] | S['ChainIdentifier'] | S['AccountIdentifier']>();
    expectTypeOf<CounterpartBank['identifier']>().toEqualTypeOf<S['IbanIdentifier']>();
    expectTypeOf<Individual>().toEqualTypeOf<S['Individual']>();
    expectTypeOf<Corporation>().toEqualTypeOf<S['Corporation']>();
    expectTypeOf<PersonalProfileDetails>().toEqualTypeOf<S['PersonalDetailsSubmission']>();
    expectTypeOf<CorporateProfileDetails>().toEqualTypeOf<S['CorporateDetails']>();
    expectTypeOf<Director>().toEqualTypeOf<S['Director']>();
    expectTypeOf<Representative>().toEqualTypeOf<S['Representative']>();
    expectTypeOf<SupportingDoc>().toEqualTypeOf<S['FileObject']>();
    expectTypeOf<Fee>().toEqualTypeOf<{ currency: S['Currency']; amount: S['Amount'] }>();
    expectTypeOf<Issuer>().toMatchTypeOf<Pick<S['Token'], 'chain' | 'address'>>();
    expectTypeOf<KYC['outcome']>().toEqualTypeOf<'approved' | 'rejected' | 'blocked' | 'unknown'>();
  });

  it('a webhook event is one of the contract’s notifications, every event type included', () => {
    expectTypeOf<WebhookEvent['type']>().toEqualTypeOf<'subscription.created' | S['WebhookEventType']>();
    expectTypeOf<Extract<WebhookEvent, { type: 'profile.error' }>>().toEqualTypeOf<S['ProfileErrorEvent']>();
    expectTypeOf<Extract<WebhookEvent, { type: 'order.created' }>>().toEqualTypeOf<S['OrderCreatedEvent']>();
  });

  it('enumerations are objects of the contract values, and types of the same name', () => {
    expectTypeOf<Currency>().toEqualTypeOf<S['Currency']>();
    expectTypeOf(Currency.eur).toEqualTypeOf<'eur'>();
    expectTypeOf<OrderState>().toEqualTypeOf<S['OrderState']>();
    expectTypeOf(OrderState).toHaveProperty('processed');
  });
});

describe('client methods', () => {
  it('return the entities', () => {
    expectTypeOf(client.getAuthContext()).resolves.toEqualTypeOf<AuthContext>();
    expectTypeOf(client.signUp('a@b.c')).resolves.toEqualTypeOf<SignupResponse | null>();
    expectTypeOf(client.getProfile('p')).resolves.toEqualTypeOf<Profile>();
    expectTypeOf(client.listProfiles()).resolves.toEqualTypeOf<BearerProfile[]>();
    expectTypeOf(client.getAddress('0x')).resolves.toEqualTypeOf<Address>();
    expectTypeOf(client.listAddresses()).resolves.toEqualTypeOf<Address[]>();
    expectTypeOf(client.getBalances('0x', 'sepolia', ['eur'])).resolves.toEqualTypeOf<Balances>();
    expectTypeOf(client.requestIban({ address: '0x', chain: 'sepolia' })).resolves.toEqualTypeOf<ResponseStatus>();
    expectTypeOf(client.listIbans()).resolves.toEqualTypeOf<IBAN[]>();
    expectTypeOf(client.getOrder('o')).resolves.toEqualTypeOf<Order>();
    expectTypeOf(client.listOrders({ state: 'processed' })).resolves.toEqualTypeOf<Order[]>();
    expectTypeOf(client.uploadFile(new Blob())).resolves.toEqualTypeOf<FileObject>();
    expectTypeOf(client.listTokens()).resolves.toEqualTypeOf<Token[]>();
    expectTypeOf(client.listCountries()).resolves.toEqualTypeOf<CountryList>();
    expectTypeOf(client.getSwapQuote({ chain: 'arbitrumsepolia', sellToken: 'USDC', buyToken: 'EURe', walletAddress: '0x', buyAmount: '5' })).resolves.toEqualTypeOf<SwapQuoteResult>();
    expectTypeOf(client.acceptSwapQuote('t')).resolves.toEqualTypeOf<SwapAcceptedQuote>();
    expectTypeOf(client.listWebhooks()).resolves.toEqualTypeOf<WebhookSubscription[]>();
    expectTypeOf(client.listWebhookDeliveries('s')).resolves.toEqualTypeOf<WebhookDelivery[]>();
    expectTypeOf(client.getAccess()).resolves.toEqualTypeOf<Access | null>();
    expectTypeOf(client.subscribeOrderNotifications(() => {})).toEqualTypeOf<OrderSubscription>();
    expectTypeOf<Parameters<Parameters<EmoneyClient['subscribeOrderNotifications']>[0]>[0]>().toEqualTypeOf<OrderNotification>();
    expectTypeOf<OrderNotification['type']>().toEqualTypeOf<'order.created' | 'order.updated'>();
  });

  it('refuse what the contract refuses', () => {
    // @ts-expect-error: not a chain of the contract
    void client.getBalances('0x', 'bsc');
    // @ts-expect-error: not an order state
    void client.listOrders({ state: 'shipped' });
    // @ts-expect-error: a swap quote takes exactly one amount
    void client.getSwapQuote({ chain: 'arbitrumsepolia', sellToken: 'USDC', buyToken: 'EURe', walletAddress: '0x', sellAmount: '1', buyAmount: '1' });
    // @ts-expect-error: the swap preview runs on Arbitrum Sepolia only
    void client.getSwapQuote({ chain: 'sepolia', sellToken: 'USDC', buyToken: 'EURe', walletAddress: '0x', sellAmount: '1' });
    // Only redeem orders can be placed.
    expectTypeOf<Parameters<EmoneyClient['placeOrder']>[0]['kind']>().toEqualTypeOf<'redeem' | undefined>();
    // @ts-expect-error: details need a personal or a corporate key
    void client.submitProfileDetails('p', { firstName: 'Jane' });
    // White-label onboarding: a PATCH takes some fields, a share a provider and a token.
    expectTypeOf(client.createProfile({ kind: 'corporate' })).resolves.toEqualTypeOf<S['Profile']>();
    void client.patchProfileDetails('p', { personal: { phone: '+3548888888' } });
    void client.patchProfileForm('p', { personal: { tin: '123-45-6789', taxResidenceCountry: 'GB' } });
    void client.shareProfile('p', { provider: 'sumsub', personal: { token: 'sandbox-approved' } });
    // @ts-expect-error: a kind is required
    void client.createProfile({});
    // @ts-expect-error: sumsub is the only provider
    void client.shareProfile('p', { provider: 'onfido', personal: { token: 't' } });
    // @ts-expect-error: an unknown event type
    void client.createWebhook({ url: 'https://x', secret: 'whsec_x', types: ['order.deleted'] });
  });

  it('keeps the raw typed client reachable', () => {
    expectTypeOf(client.raw.GET('/sandbox/clock')).resolves.toHaveProperty('data').toEqualTypeOf<S['SimulatedClock'] | undefined>();
  });
});

describe('helpers and errors', () => {
  it('have precise signatures', () => {
    expectTypeOf(getChain).returns.toEqualTypeOf<Chain>();
    expectTypeOf(parseChain).parameter(0).toMatchTypeOf<string | number>();
    expectTypeOf<ChainId>().toEqualTypeOf<number | 'noble-1' | 'grand-1'>();
    // The product specification's codes and the ones the provider's API of 2026-08 renamed, both accepted.
    expectTypeOf<CorporatePurpose>().toEqualTypeOf<
      | 'PURPOSE_COLLECT_PAYMENTS'
      | 'PURPOSE_PAY_FOR_SERVICES'
      | 'PURPOSE_BUY_SELL_CRYPTO'
      | 'PURPOSE_ENGAGE_IN_DEFI'
      | 'PURPOSE_OTHER'
      | 'PURPOSE_COLLECTING_PAYMENTS'
      | 'PURPOSE_PAYING_FOR_GOODS'
      | 'PURPOSE_BUY_SELL_CRYPTO_CURRENCIES'
    >();
    expectTypeOf<PendingSignatureList['total']>().toEqualTypeOf<number>();
    expectTypeOf(placeOrderMessage).returns.toEqualTypeOf<string>();
    expectTypeOf(verifyWebhook).returns.resolves.toEqualTypeOf<boolean>();
    // @ts-expect-error: an IBAN order message has no chain
    placeOrderMessage({ amount: '1', currency: 'eur', chain: 'sepolia' });
    expectTypeOf<ApiError['errors']>().toEqualTypeOf<Record<string, string> | undefined>();
    expectTypeOf<ApiError['code']>().toEqualTypeOf<S['ErrorCode']>();
    expectTypeOf<AuthError['status']>().toEqualTypeOf<number | undefined>();
  });
});
