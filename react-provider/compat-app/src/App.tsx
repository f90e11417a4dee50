// Every export of the provider's React package used as its README, JSDoc and example app show
// (only the imports changed). Where the README itself does not type-check against the provider's
// own types (`const { profile } = useProfile()`, `onClick={authorize}`), this app follows the types.
import { useContext, useState } from 'react';
import {
  MoneriumContext,
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
  type Address,
  type Balances,
  type IBAN,
  type LinkAddress,
  type MoveIbanPayload,
  type MutationOptions,
  type MutationResult,
  type NewOrder,
  type Order,
  type Profile,
  type QueryOptions,
  type QueryResult,
  type ResponseStatus,
  type SdkInstance,
  type SubmitProfileDetailsPayload,
  type Token,
  type UseAuthReturn,
} from '@emoney/react-provider/compat'; // was: '@monerium/sdk-react-provider'
import { Currency, OrderState, PaymentStandard, constants, placeOrderMessage } from '@emoney/sdk/compat'; // was: '@monerium/sdk'
import { useQueryClient } from '@tanstack/react-query';

declare global {
  interface Window {
    /** The wallet of the page (an injected provider in real life; the e2e test injects a signer). */
    wallet?: { address: string; signMessage(message: string): Promise<string> };
  }
}

const COUNTERPART = 'DE89370400440532013000';

function Session() {
  const { authorize, isAuthorized, isLoading, error, disconnect, revokeAccess, siwe }: UseAuthReturn = useAuth();
  const context = useContext(MoneriumContext);
  const sdk: SdkInstance['sdk'] = context?.sdk;
  if (isLoading) return <p>Loading…</p>;
  return (
    <section>
      {!isAuthorized && (
        <button id="authorize" onClick={() => authorize()}>
          Authorize
        </button>
      )}
      {!isAuthorized && <button onClick={() => siwe({ message: '', signature: '' })}>Sign in with Ethereum</button>}
      {isAuthorized && <button onClick={() => disconnect()}>Disconnect</button>}
      {isAuthorized && <button onClick={() => revokeAccess()}>Revoke</button>}
      {error ? <p role="alert">{String(error)}</p> : null}
      <p id="authorized">{isAuthorized ? `authorized (${sdk?.isAuthorized ? 'sdk' : '…'})` : 'signed out'}</p>
    </section>
  );
}

function Profiles() {
  const { data: context } = useAuthContext();
  const { data: profile } = useProfile();
  const { data: profiles } = useProfiles({ query: { staleTime: 1000 } });
  const { data: tokens } = useTokens();
  const one: Profile | undefined = profile;
  const list: Token[] = tokens ?? [];
  return (
    <section>
      <h1 id="profile">{one ? `${one.name} (${one.state})` : 'No profile'}</h1>
      <p>{context?.email}</p>
      <p>{profiles?.profiles.length ?? 0} profiles</p>
      <p>{list.length} tokens</p>
    </section>
  );
}

function Addresses({ wallet }: { wallet: string }) {
  const queryClient = useQueryClient();
  const { data: addresses } = useAddresses();
  const { data: address } = useAddress({ address: wallet, query: { enabled: Boolean(wallet) } });
  const { data: signatures } = useSignatures({ query: { kind: 'linkAddress' } });
  const { linkAddress, isPending } = useLinkAddress({
    mutation: {
      onSuccess: (data) => console.log('linked', data.address),
      onError: (e) => console.log('link failed', e),
    },
  });
  const link = async () => {
    const body: LinkAddress = { address: window.wallet!.address, chain: 'sepolia', message: constants.LINK_MESSAGE, signature: await window.wallet!.signMessage(constants.LINK_MESSAGE) };
    await linkAddress(body);
    await queryClient.invalidateQueries({ queryKey: keys.getAddresses() });
  };
  const shown: Address | undefined = address;
  return (
    <section>
      <ul id="addresses">
        {addresses?.addresses.map((a) => (
          <li key={a.address}>
            {a.address} on {a.chains.join(', ')}
          </li>
        ))}
      </ul>
      <p>{shown ? `${shown.address} is linked` : 'not linked'}</p>
      <p>{signatures?.total ?? 0} pending signatures</p>
      <button id="link" disabled={isPending} onClick={link}>
        Link wallet
      </button>
    </section>
  );
}

function Ibans({ wallet }: { wallet: string }) {
  const { data: ibans, refetch } = useIBANs({ query: { refetchInterval: 1000 } });
  const first: IBAN | undefined = ibans?.ibans[0];
  const { data: iban } = useIBAN({ iban: first?.iban ?? '', query: { enabled: Boolean(first) } });
  const { requestIban } = useRequestIban();
  const { moveIban } = useMoveIban({ mutation: { onSuccess: () => void refetch() } });
  const { data: balances } = useBalances({ address: wallet, chain: 'sepolia', currencies: [Currency.eur], query: { enabled: Boolean(wallet), refetchInterval: 1000 } });
  const request = async () => {
    const status: ResponseStatus = await requestIban({ address: wallet, chain: 'sepolia', emailNotifications: true });
    console.log(status.status);
  };
  const move = (payload: MoveIbanPayload) => moveIban({ iban: first!.iban, ...payload });
  const shown: Balances | undefined = balances;
  return (
    <section>
      <p id="iban">{iban ? `${iban.iban} ${iban.state}` : 'no IBAN'}</p>
      <p id="balance">{shown?.balances.map((b) => `${b.amount} ${b.currency}`).join(', ')}</p>
      <button id="request-iban" onClick={request}>
        Request IBAN
      </button>
      <button onClick={() => move({ address: wallet, chain: 'sepolia' })}>Move IBAN</button>
    </section>
  );
}

function Orders({ wallet }: { wallet: string }) {
  const [last, setLast] = useState<Order>();
  const [seen, setSeen] = useState<string[]>([]);
  const { data: orders } = useOrders({ state: OrderState.placed, query: { refetchInterval: 2000 } });
  const { data: all } = useOrders({ address: wallet });
  const { data: order } = useOrder({ orderId: last?.id ?? '', query: { enabled: Boolean(last) } });
  const { placeOrder, error } = usePlaceOrder();
  const unsubscribe = useSubscribeOrderNotification({
    onMessage: (o) => setSeen((s) => [...s, `${o.id}:${o.state}`]),
    onError: (e) => console.log('socket error', e.type),
  });
  const place = async () => {
    const message = placeOrderMessage('10', Currency.eur, COUNTERPART);
    const newOrder: NewOrder = {
      address: wallet,
      chain: 'sepolia',
      currency: Currency.eur,
      amount: '10',
      // A beneficiary by a single name: the provider's types allow it, and so do ours.
      counterpart: { identifier: { standard: PaymentStandard.iban, iban: COUNTERPART }, details: { name: 'Hanna Schmidt' } },
      message,
      signature: await window.wallet!.signMessage(message),
    };
    const answer = await placeOrder(newOrder);
    if ('id' in answer) setLast(answer);
  };
  return (
    <section>
      <button id="place-order" onClick={place}>
        Place order
      </button>
      {error ? <p role="alert">{error.message}</p> : null}
      <p id="order">{order ? `${order.id} ${order.state}` : 'no order'}</p>
      <p id="placed">{orders?.orders.length ?? 0} placed</p>
      <p id="orders">{all?.orders.length ?? 0} orders</p>
      <ul id="notifications">
        {seen.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <button onClick={() => unsubscribe()}>Stop notifications</button>
    </section>
  );
}

function Kyc({ profile }: { profile: string }) {
  const options: MutationOptions<ResponseStatus, Error, SubmitProfileDetailsPayload> = { onSuccess: (s) => console.log(s.statusText) };
  const result: MutationResult<'submitProfileDetails', ResponseStatus, Error, SubmitProfileDetailsPayload> = useSubmitProfileDetails({ profile, mutation: options });
  return (
    <button
      onClick={() =>
        result.submitProfileDetails({
          personal: {
            firstName: 'Ines',
            lastName: 'Jónsdóttir',
            address: 'Laugavegur 77',
            postalCode: '101',
            city: 'Reykjavík',
            country: 'IS',
            nationality: 'IS',
            birthday: '1990-05-17',
            idDocument: { number: 'A1234567', kind: 'passport' },
          },
        })
      }
    >
      Submit details
    </button>
  );
}

// The query and result helper types, as a partner's own wrapper hooks name them.
export type ProfileQuery = QueryOptions<Profile>;
export type OrdersView = QueryResult<'orders', Order[]>;

export default function App() {
  const { isAuthorized } = useAuth();
  const { data: profile } = useProfile();
  const wallet = window.wallet?.address ?? '';
  return (
    <div className="App">
      <Session />
      {isAuthorized && (
        <>
          <Profiles />
          <Addresses wallet={wallet} />
          <Ibans wallet={wallet} />
          <Orders wallet={wallet} />
          {profile && profile.state === 'created' && <Kyc profile={profile.id} />}
        </>
      )}
    </div>
  );
}
