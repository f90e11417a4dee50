// One customer: its addresses, IBANs, balances and orders (read as the partner through the public API).
import { ShortAddress } from '../../theme/ShortAddress';
import { api, ok } from '../../api/client';
import { formatAmount, formatTime, humanize } from '../../state/format';
import { kycTone } from '../../state/kyc';
import { canUseSandboxTools } from '../../state/permissions';
import { useResource } from '../../state/useResource';
import { useSession } from '../../state/SessionContext';
import { Link } from '../../theme/Link';
import { PageHead } from '../../theme/PageHead';
import { Pill } from '../../theme/Pill';
import { ResourceView } from '../../theme/ResourceView';
import { Copyable } from '../../theme/Copyable';
import { OrderList } from './OrderList';

export function CustomerDetail({ id }: { id: string }) {
  const { session } = useSession();
  const sandboxTools = canUseSandboxTools(session);
  const read = useResource(() => ok(api.GET('/profiles/{profile}', { params: { path: { profile: id } } })), [id]);
  return (
    <ResourceView resource={read} head={<PageHead title="Customer" back={{ to: { name: 'customers' }, label: 'Customers' }} />}>
      {({ profile, addresses, ibans, balances, orders }) => (
        <>
          <PageHead title={profile.name === '' ? 'Customer' : profile.name} back={{ to: { name: 'customers' }, label: 'Customers' }} />
          <dl className="facts">
            <dt>KYC</dt>
            <dd>
              <Pill tone={kycTone(profile.state)}>{humanize(profile.state)}</Pill>
            </dd>
            <dt>Kind</dt>
            <dd>{humanize(profile.kind)}</dd>
            <dt>Profile id</dt>
            <dd className="mono">{profile.id}</dd>
            <dt>Created</dt>
            <dd>{formatTime(profile.createdAt)}</dd>
          </dl>
          <h2>Addresses</h2>
          {addresses.length === 0 ? (
            <p className="muted">No linked addresses.</p>
          ) : (
            <ul className="address-list">
              {addresses.map((a) => (
                <li key={`${a.chain}-${a.address}`}>
                  <ShortAddress address={a.address} />
                  <span className="tag">
                    {a.chain} · {humanize(a.state)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <h2>IBANs</h2>
          {ibans.length === 0 ? (
            <p className="muted">No IBANs.</p>
          ) : (
            <ul className="address-list">
              {ibans.map((i) => (
                <li key={i.iban}>
                  <Copyable value={i.iban} what={`IBAN ${i.iban}`} />
                  <span className="tag">
                    {i.bic} · {humanize(i.state)}
                  </span>
                  {sandboxTools && i.state === 'approved' && (
                    <Link to={{ name: 'sandbox', iban: i.iban }} aria-label={`Simulate a payment to ${i.iban}`}>
                      Simulate a payment
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h2>Balances</h2>
          {balances.length === 0 ? (
            <p className="muted">No balances.</p>
          ) : (
            <ul className="address-list">
              {balances.map((b) => (
                <li key={`${b.chain}-${b.address}-${b.currency}`}>
                  <strong>{formatAmount(b.amount, b.currency)}</strong>
                  <ShortAddress address={b.address} />
                  <span className="tag">{b.chain}</span>
                </li>
              ))}
            </ul>
          )}
          <h2>Orders</h2>
          <OrderList orders={orders} />
        </>
      )}
    </ResourceView>
  );
}
