import { useState } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import { attempt } from '../../state/attempt';
import { formatAmount, humanize } from '../../state/format';
import { useResource } from '../../state/useResource';
import { EmptyState } from '../../theme/EmptyState';
import { ResourceView } from '../../theme/ResourceView';
import { Status } from '../../theme/Status';

/** Process or reject a pending order at once. */
export function OrderTool({ enabled }: { enabled: boolean }) {
  // Open redeem orders (placed or pending): the ones a decision applies to.
  const orders = useResource(async () => (await ok(api.GET('/orders'))).orders.filter((o) => o.kind === 'redeem' && (o.state === 'placed' || o.state === 'pending')), []);
  const [said, setSaid] = useState('');
  const action = useAction();
  const decide = (order: string, state: 'processed' | 'rejected') =>
    void action.run(`${order}-${state}`, () =>
      attempt(async () => {
        await ok(api.POST('/sandbox/orders/{order}/decision', { params: { path: { order } }, body: { state } }));
        setSaid(`Order ${order} ${state}.`);
        await orders.reload();
      }),
    );
  return (
    <section className="panel" aria-labelledby="orders-title">
      <h2 id="orders-title">Approve or reject a pending order</h2>
      <ErrorSummary problem={action.problem} />
      <ResourceView resource={orders}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>No order is pending.</EmptyState>
          ) : (
            <ul className="address-list">
              {list.map((o) => {
                const what = `${humanize(o.kind)} of ${formatAmount(o.amount, o.currency)}`;
                return (
                  <li key={o.id}>
                    <span>{what}</span>
                    {enabled && (
                      <span className="code-help-actions">
                        <BusyButton variant="secondary" className="button-small" busy={action.busy === `${o.id}-processed`} blocked={action.busy !== undefined} onClick={() => decide(o.id, 'processed')} aria-label={`Approve ${what}`}>
                          Approve
                        </BusyButton>
                        <BusyButton variant="secondary" className="button-small" busy={action.busy === `${o.id}-rejected`} blocked={action.busy !== undefined} onClick={() => decide(o.id, 'rejected')} aria-label={`Reject ${what}`}>
                          Reject
                        </BusyButton>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </ResourceView>
      <Status>{said}</Status>
    </section>
  );
}
