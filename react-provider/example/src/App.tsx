import { useContext, useState, type FormEvent } from 'react';
import { placeOrderMessage } from '@emoney/sdk';
import {
  EmoneyContext,
  useAddresses,
  useAuth,
  useBalances,
  useIBANs,
  useOrders,
  usePlaceOrder,
  useProfile,
  useRequestIban,
  useSubscribeOrderNotification,
  type IBAN,
} from '@emoney/react-provider';
import { account, sign } from './wallet.js';

export function App() {
  const { isAuthorized, isLoading, error, authorize, disconnect } = useAuth();
  if (isLoading) return <p>Loading…</p>;
  if (!isAuthorized) {
    return (
      <main>
        <h1>emoney example</h1>
        {error && <p role="alert">{error.message}</p>}
        <button onClick={() => void authorize({ chain: 'sepolia' })}>Sign in with emoney</button>
      </main>
    );
  }
  return (
    <main>
      <h1>emoney example</h1>
      <button onClick={() => void disconnect()}>Sign out</button>
      <Account />
    </main>
  );
}

function Account() {
  const { isSubscribed } = useSubscribeOrderNotification();
  const profile = useProfile();
  const addresses = useAddresses();
  const address = addresses.data?.[0];
  // Poll while an IBAN is still being provisioned.
  const ibans = useIBANs(undefined, { refetchInterval: (q) => (q.state.data?.some((i) => i.state === 'pending') ? 500 : false) });
  const balances = useBalances(address?.address, address?.chains[0]);
  const orders = useOrders(address ? { address: address.address } : undefined, { enabled: !!address });
  const request = useRequestIban();
  const iban = ibans.data?.[0];

  return (
    <>
      <section aria-label="Profile">
        <h2>Profile</h2>
        <p>
          {profile.data?.name} ({profile.data?.state}) {isSubscribed && <span>live</span>}
        </p>
      </section>
      <section aria-label="Addresses">
        <h2>Addresses</h2>
        <ul>
          {addresses.data?.map((a) => (
            <li key={a.address}>
              {a.address} on {a.chains.join(', ')}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="IBAN">
        <h2>IBAN</h2>
        {iban ? (
          <p>
            <span data-testid="iban">{iban.iban}</span> ({iban.state})
          </p>
        ) : (
          address && (
            <button disabled={request.isPending} onClick={() => request.mutate({ address: address.address, chain: address.chains[0]! })}>
              Request IBAN
            </button>
          )
        )}
        {iban?.state === 'approved' && <SimulatePayment iban={iban} />}
      </section>
      <section aria-label="Balances">
        <h2>Balances</h2>
        <ul>
          {balances.data?.balances.map((b) => (
            <li key={b.currency} data-testid={`balance-${b.currency}`}>
              {b.amount} {b.currency.toUpperCase()}
            </li>
          ))}
        </ul>
      </section>
      {address && <PlaceOrder address={address.address} chain={address.chains[0]!} />}
      <section aria-label="Orders">
        <h2>Orders</h2>
        <ul>
          {orders.data?.map((o) => (
            <li key={o.id} data-testid={`order-${o.id}`}>
              {o.kind} {o.amount} {o.currency.toUpperCase()}: <strong>{o.state}</strong>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Sandbox only: money arriving at the IBAN (the SDK's raw client reaches the sandbox simulator). */
function SimulatePayment({ iban }: { iban: IBAN }) {
  const { sdk } = useContext(EmoneyContext)!;
  const [busy, setBusy] = useState(false);
  return (
    <button
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await sdk.raw.POST('/sandbox/payments', { body: { iban: iban.iban, amount: '100.00', senderName: 'Example sender' } });
        setBusy(false);
      }}
    >
      Simulate a payment of 100.00 EUR
    </button>
  );
}

function PlaceOrder({ address, chain }: { address: string; chain: NonNullable<IBAN['chain']> }) {
  const place = usePlaceOrder();
  const [amount, setAmount] = useState('40.00');
  const [counterpart, setCounterpart] = useState('DE89370400440532013000');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const signer = await account();
    const message = placeOrderMessage({ amount, currency: 'eur', iban: counterpart });
    const signature = await sign(message, signer);
    place.mutate({
      address,
      chain,
      currency: 'eur',
      amount,
      message,
      signature,
      counterpart: { identifier: { standard: 'iban', iban: counterpart }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
    });
  };
  return (
    <section aria-label="Place an order">
      <h2>Send to a bank account</h2>
      <form onSubmit={submit}>
        <label>
          Amount <input value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label>
          Beneficiary IBAN <input value={counterpart} onChange={(e) => setCounterpart(e.target.value)} />
        </label>
        <button type="submit" disabled={place.isPending}>
          Place order
        </button>
      </form>
      {place.error && <p role="alert">{place.error.message}</p>}
      {place.data && <p>{'id' in place.data ? `Order ${place.data.id} placed` : 'Order accepted: it waits for the wallet\'s onchain confirmation'}</p>}
    </section>
  );
}
