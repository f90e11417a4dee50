// One delivery: what emoney sent (headers, body) and each attempt's answer; resend it.
import { useState } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import { attempt as run } from '../../state/attempt';
import { answerOf, formatLatency } from '../../state/deliveries';
import { formatTime, humanize } from '../../state/format';
import { canChange } from '../../state/permissions';
import { useResource } from '../../state/useResource';
import { useSession } from '../../state/SessionContext';
import { PageHead } from '../../theme/PageHead';
import { Pill } from '../../theme/Pill';
import { ResourceView } from '../../theme/ResourceView';
import { Status } from '../../theme/Status';
import { MessageView } from './MessageView';

export function DeliveryDetail({ subscription, delivery }: { subscription: string; delivery: string }) {
  const { session } = useSession();
  const read = useResource(() => ok(api.GET('/webhooks/{subscription}/deliveries/{delivery}', { params: { path: { subscription, delivery } } })), [subscription, delivery]);
  const action = useAction();
  const [said, setSaid] = useState('');
  const resend = () =>
    void action.run('resend', () =>
      run(async () => {
        await ok(api.POST('/webhooks/{subscription}/deliveries/{delivery}/resend', { params: { path: { subscription, delivery } } }));
        setSaid('Resent. The new attempt shows below once the endpoint answers.');
        await read.reload();
      }),
    );
  return (
    <ResourceView resource={read} head={<PageHead title="Delivery" back={{ to: { name: 'webhook', id: subscription }, label: 'Webhook endpoint' }} />}>
      {(d) => (
        <>
          <PageHead
            title={`Delivery: ${d.type}`}
            back={{ to: { name: 'webhook', id: subscription }, label: 'Webhook endpoint' }}
            action={
              canChange(session) ? (
                <BusyButton variant="secondary" busy={action.busy === 'resend'} onClick={resend}>
                  Resend
                </BusyButton>
              ) : undefined
            }
          />
          <ErrorSummary problem={action.problem} />
          <Status>{said}</Status>
          <dl className="facts">
            <dt>State</dt>
            <dd>
              <Pill tone={d.state === 'delivered' ? 'ok' : d.state === 'failed' ? 'bad' : 'warning'}>{humanize(d.state)}</Pill>
            </dd>
            <dt>Created</dt>
            <dd>{formatTime(d.createdAt)}</dd>
            {d.deliveredAt !== undefined && (
              <>
                <dt>Delivered</dt>
                <dd>{formatTime(d.deliveredAt)}</dd>
              </>
            )}
            {d.nextAttemptAt !== undefined && (
              <>
                <dt>Next attempt</dt>
                <dd>{formatTime(d.nextAttemptAt)}</dd>
              </>
            )}
            <dt>Delivery id</dt>
            <dd className="mono">{d.id}</dd>
          </dl>
          {d.request !== undefined && <MessageView title="Request emoney sent" message={d.request} />}
          <h2>Attempts</h2>
          {d.attempts.length === 0 ? (
            <p className="muted">Not tried yet.</p>
          ) : (
            <ol className="mailbox">
              {d.attempts.map((a, i) => (
                <li key={`${a.attemptedAt}-${i}`} className="panel attempt">
                  <h3 className="message">
                    Attempt {i + 1}: {answerOf(a)} in {formatLatency(a.latencyMs)}
                  </h3>
                  <p className="muted">{formatTime(a.attemptedAt)}</p>
                  {a.error !== undefined && <p className="field-error">{a.error}</p>}
                  {a.response !== undefined ? <MessageView title="The endpoint’s answer" message={a.response} level={4} /> : <p className="muted">No answer recorded.</p>}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </ResourceView>
  );
}
