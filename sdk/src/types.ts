/**
 * The entities of the API under the names of the product specification: every one an alias of a
 * type generated from the contract (`generated/schema.d.ts`), never a hand-written copy.
 * @module
 */
import type { components, operations, paths, webhooks } from '@emoney/api-types';

type Schemas = components['schemas'];

/**
 * The raw generated types of the contract (`components`, `operations`, `paths`, `webhooks`),
 * for typing `client.raw` calls; hidden from the reference, whose entries above name them.
 * @hidden
 */
export type { components, operations, paths, webhooks };
export type * from './types/profiles.js';

/**
 * An address linked to a profile, with every chain it is linked on (`AddressObject`).
 * @group Addresses
 * @category Interfaces
 */
export type Address = Schemas['AddressObject'];
/**
 * The answer of linking an address on one chain: `linked`, or `pending` while an onchain
 * signature is awaited (`LinkedAddress`).
 * @group Addresses
 * @category Interfaces
 */
export type LinkedAddress = Schemas['LinkedAddress'];
/**
 * The body of linking an address (`LinkAddressRequest`).
 * @group Addresses
 * @category Interfaces
 */
export type LinkAddress = Schemas['LinkAddressRequest'];
/**
 * The token balances of an address on one chain (`Balances`).
 * @group Addresses
 * @category Interfaces
 */
export type Balances = Schemas['Balances'];
/**
 * The balance of one currency (`CurrencyBalance`).
 * @group Addresses
 * @category Interfaces
 */
export type CurrencyBalance = Schemas['CurrencyBalance'];
/**
 * A blockchain the tokens live on (`Chain`).
 * @group Addresses
 * @category Type aliases
 */
export type Chain = Schemas['Chain'];
/**
 * A wallet signature: EOA (`0x` + 130 hex), onchain (`0x`) or offchain ERC-1271 (`Signature`).
 * @group Addresses
 * @category Type aliases
 */
export type Signature = Schemas['Signature'];

/**
 * A profile's personal IBAN and where it mints (`IbanObject`).
 * @group IBANs
 * @category Interfaces
 */
export type IBAN = Schemas['IbanObject'];
/**
 * The body of requesting an IBAN (`RequestIbanRequest`).
 * @group IBANs
 * @category Interfaces
 */
export type RequestIban = Schemas['RequestIbanRequest'];
/**
 * The body of moving an IBAN to another address or chain (`MoveIbanRequest`).
 * @group IBANs
 * @category Interfaces
 */
export type MoveIbanPayload = Schemas['MoveIbanRequest'];
/**
 * The filters of listing IBANs.
 * @group IBANs
 * @category Interfaces
 */
export type IbanFilter = NonNullable<operations['listIbans']['parameters']['query']>;
/**
 * A signature awaiting onchain (multi-signature) confirmation: an address link or an order (`PendingSignature`).
 * @group Addresses
 * @category Interfaces
 */
export type PendingSignature = Schemas['PendingSignature'];
/**
 * The pending signatures and their count (`PendingSignatureList`).
 * @group Addresses
 * @category Interfaces
 */
export type PendingSignatureList = Schemas['PendingSignatureList'];
/**
 * The filters of {@link EmoneyClient.listPendingSignatures}: `address`, `chain`, `kind` (`linkAddress` or `order`), `profile`.
 * @group Addresses
 * @category Interfaces
 */
export type PendingSignatureFilter = NonNullable<operations['listPendingSignatures']['parameters']['query']>;

/**
 * An issue or redeem order (`Order`).
 * @group Orders
 * @category Interfaces
 */
export type Order = Schemas['Order'];

/**
 * The answer of placing an order signed onchain by a multi-signature wallet (signature `0x`):
 * `{code: 202, status: 'Accepted'}`; the order awaits the signature's confirmation (`AcceptedStatus`).
 * @group Orders
 * @category Interfaces
 */
export type AcceptedStatus = Schemas['AcceptedStatus'];
/**
 * A redeem order to place (`NewOrder`).
 * @group Orders
 * @category Interfaces
 */
export type NewOrder = Schemas['NewOrder'];
/**
 * The filters of listing orders: address, txHash, profile, memo, state.
 * @group Orders
 * @category Interfaces
 */
export type OrderFilter = NonNullable<operations['listOrders']['parameters']['query']>;
/**
 * An order's bookkeeping: placedAt, processedAt, rejectedReason, supportingDocumentId, txHashes (`OrderMeta`).
 * @group Orders
 * @category Interfaces
 */
export type OrderMetadata = Schemas['OrderMeta'];
/**
 * The other side of an order (`Counterpart`).
 * @group Orders
 * @category Interfaces
 */
export type Counterpart = Schemas['Counterpart'];
/**
 * A bank-account counterpart of a new order: an IBAN and a named beneficiary.
 * @group Orders
 * @category Interfaces
 */
export type CounterpartBank = Extract<Schemas['NewOrderCounterpart'], { identifier: { standard: 'iban' } }>;
/**
 * A cross-chain counterpart of a new order: an address on a chain, empty details.
 * @group Orders
 * @category Interfaces
 */
export type CounterpartChain = Extract<Schemas['NewOrderCounterpart'], { identifier: { standard: 'chain' } }>;
/**
 * A counterpart's name: an individual, a corporation, a payer's name, or empty (cross-chain).
 * @group Orders
 * @category Interfaces
 */
export type CounterpartDetails = Counterpart['details'];
/**
 * How a counterpart is identified: IBAN, address on a chain, or a generic bank account.
 * @group Orders
 * @category Interfaces
 */
export type Identifier = Counterpart['identifier'];
/**
 * A counterpart named as a person (`Individual`).
 * @group Orders
 * @category Interfaces
 */
export type Individual = Schemas['Individual'];
/**
 * A counterpart named as a company (`Corporation`).
 * @group Orders
 * @category Interfaces
 */
export type Corporation = Schemas['Corporation'];
/**
 * A decimal amount as a string, at most two decimals (`Amount`).
 * @group Orders
 * @category Type aliases
 */
export type Amount = Schemas['Amount'];
/**
 * An order's fee. The v2 contract names no fee: orders carry none today, and this type is kept
 * for the name the product specification lists (an amount in a currency).
 * @group Orders
 * @category Interfaces
 */
export type Fee = Pick<Schemas['CurrencyBalance'], 'currency' | 'amount'>;
/**
 * A notification of the order stream ({@link EmoneyClient.subscribeOrderNotifications}): the
 * webhook envelope of `order.created` / `order.updated` with the event id.
 * @group Orders
 * @category Interfaces
 */
export type OrderNotification = (Schemas['OrderCreatedEvent'] | Schemas['OrderUpdatedEvent']) & { id: string };

/**
 * Who the access token speaks for (`UserContext`).
 * @group Auth
 * @category Interfaces
 */
export type AuthContext = Schemas['UserContext'];
/**
 * A created customer (`SignupResponse`).
 * @group Auth
 * @category Interfaces
 */
export type SignupResponse = Schemas['SignupResponse'];
/**
 * The token endpoint's answer (`AccessToken`).
 * @group Auth
 * @category Interfaces
 */
export type AccessToken = Schemas['AccessToken'];

/**
 * One token on one chain (`Token`).
 * @group Tokens
 * @category Interfaces
 */
export type Token = Schemas['Token'];
/**
 * Who issues a token: its contract on a chain. The v2 contract has no `Issuer` schema; this is
 * the issuing part of {@link Token}.
 * @group Tokens
 * @category Interfaces
 */
export type Issuer = Pick<Schemas['Token'], 'chain' | 'address' | 'symbol'>;

/**
 * An uploaded file (`FileObject`).
 * @group Files
 * @category Interfaces
 */
export type FileObject = Schemas['FileObject'];
/**
 * A supporting document of an order of 15,000 EUR or more: an uploaded file.
 * @group Files
 * @category Interfaces
 */
export type SupportingDoc = Schemas['FileObject'];

/**
 * A webhook subscription (`WebhookSubscription`).
 * @group Webhooks
 * @category Interfaces
 */
export type WebhookSubscription = Schemas['WebhookSubscription'];
/**
 * A webhook subscription to create (`NewWebhookSubscription`; `types` may be left out).
 * @group Webhooks
 * @category Interfaces
 */
export type NewWebhookSubscription = Omit<Schemas['NewWebhookSubscription'], 'types'> & Partial<Pick<Schemas['NewWebhookSubscription'], 'types'>>;
/**
 * Changes to a webhook subscription (`WebhookSubscriptionUpdate`).
 * @group Webhooks
 * @category Interfaces
 */
export type WebhookSubscriptionUpdate = Schemas['WebhookSubscriptionUpdate'];
/**
 * One notification to one subscription, with its attempts (`WebhookDelivery`).
 * @group Webhooks
 * @category Interfaces
 */
export type WebhookDelivery = Schemas['WebhookDelivery'];
/**
 * The filters of listing deliveries.
 * @group Webhooks
 * @category Interfaces
 */
export type WebhookDeliveryFilter = NonNullable<operations['listWebhookDeliveries']['parameters']['query']>;
/**
 * Any webhook notification body, discriminated by `type`: one per entry of the contract's `webhooks`, derived from them (an event added to spec/ needs no edit here).
 * @group Webhooks
 * @category Interfaces
 */
export type WebhookEvent = {
  [Name in keyof webhooks]: webhooks[Name]['post'] extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;
}[keyof webhooks];

/**
 * The error body of every failed call (`Error`).
 * @group Errors
 * @category Interfaces
 */
export type ErrorBody = Schemas['Error'];
/**
 * The machine-readable error codes of the API (`ErrorCode`).
 * @group Errors
 * @category Type aliases
 */
export type ErrorCode = Schemas['ErrorCode'];

/**
 * A country and its risk tiers for nationality and residency (`Country`).
 * @group Profiles
 * @category Interfaces
 */
export type Country = Schemas['Country'];
/**
 * Every country with its tiers, and how many (`CountryList`).
 * @group Profiles
 * @category Interfaces
 */
export type CountryList = Schemas['CountryList'];
/**
 * A country's risk tier: `low`, `medium`, `high`, `restricted`, `prohibited` (`CountryRiskTier`).
 * @group Profiles
 * @category Type aliases
 */
export type CountryRiskTier = Schemas['CountryRiskTier'];
/**
 * A chain the swap preview runs on (`SwapChain`).
 * @group Swap
 * @category Type aliases
 */
export type SwapChain = Schemas['SwapChain'];
/**
 * A token the swap preview exchanges (`SwapToken`).
 * @group Swap
 * @category Type aliases
 */
export type SwapToken = Schemas['SwapToken'];
/**
 * What a swap quote is asked for: the chain, the tokens, the wallet, and exactly one amount.
 * @group Swap
 * @category Interfaces
 */
export type SwapQuoteRequest = operations['getSwapQuote']['parameters']['path'] &
  Omit<operations['getSwapQuote']['parameters']['query'], 'sellAmount' | 'buyAmount'> &
  ({ sellAmount: string; buyAmount?: never } | { buyAmount: string; sellAmount?: never });
/**
 * A swap quote (`SwapQuote`).
 * @group Swap
 * @category Interfaces
 */
export type SwapQuote = Schemas['SwapQuote'];
/**
 * A quote and its sealed terms, the `X-Quote-Token` to accept it with.
 * @group Swap
 * @category Interfaces
 */
export interface SwapQuoteResult {
  /** The quote: its terms, amounts and expiry. */
  quote: SwapQuote;
  /** The quote's sealed terms (the `X-Quote-Token` header): pass it to `acceptSwapQuote` unchanged. */
  quoteToken: string;
}
/**
 * An accepted quote: the terms, signed, with the settlement calldata (`SwapAcceptedQuote`).
 * @group Swap
 * @category Interfaces
 */
export type SwapAcceptedQuote = Schemas['SwapAcceptedQuote'];
