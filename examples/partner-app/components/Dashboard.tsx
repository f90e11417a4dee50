'use client';
/** Balances across chains: every linked address on every chain it is linked on, and the latest orders. */
import { useAddresses, useBalances, useOrders } from '@emoney/react-provider';
import { shortenAddress, type Chain } from '@emoney/sdk';

// #region balances-hook
function BalanceRow({ address, chain }: { address: string; chain: Chain }) {
  const { data, isPending, error } = useBalances(address, chain, 'eur');
  const eur = data?.balances.find((b) => b.currency === 'eur')?.amount ?? '0';
  return (
    <tr>
      <td>{chain}</td>
      <td title={address}>{shortenAddress(address)}</td>
      <td className="amount" data-testid={`balance-${chain}-${address.toLowerCase()}`}>
        {isPending ? '…' : error ? 'unavailable' : `${eur} EUR`}
      </td>
    </tr>
  );
}
// #endregion balances-hook

export function Dashboard() {
  const addresses = useAddresses();
  const orders = useOrders();
  return (
    <>
      <section className="card">
        <h1>Balances</h1>
        {addresses.isPending ? (
          <p>Loading your wallets…</p>
        ) : addresses.data?.length ? (
          <table>
            <thead>
              <tr>
                <th>Chain</th>
                <th>Address</th>
                <th className="amount">EURe</th>
              </tr>
            </thead>
            <tbody>{addresses.data.flatMap((a) => a.chains.map((chain) => <BalanceRow key={`${a.address}-${chain}`} address={a.address} chain={chain} />))}</tbody>
          </table>
        ) : (
          <p>No wallet linked yet.</p>
        )}
      </section>
      <section className="card">
        <h2>Orders</h2>
        {orders.data?.length ? (
          <ul className="orders" id="orders">
            {orders.data.map((o) => (
              <li key={o.id} data-order={o.id}>
                <span>{o.kind === 'redeem' ? 'Sent' : 'Received'} {o.amount} {o.currency.toUpperCase()}</span> <span className={`state ${o.state}`}>{o.state}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>No orders yet.</p>
        )}
      </section>
    </>
  );
}
