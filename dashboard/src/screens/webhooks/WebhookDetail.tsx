// One subscription: pause or resume it, send a test event, delete it, and read its deliveries.
import { useState } from 'react';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { ApiError } from '../../api/ApiError';
import { api, ok } from '../../api/client';
import type { EventType, Subscription } from '../../api/types';
import { attempt } from '../../state/attempt';
import { EVENT_TYPES } from '../../state/deliveries';
import { formatTime } from '../../state/format';
import { canChange } from '../../state/permissions';
import { navigate } from '../../state/useRoute';
import { useResource } from '../../state/useResource';
import { useSession } from '../../state/SessionContext';
import { ConfirmButton } from '../../theme/ConfirmButton';
import { PageHead } from '../../theme/PageHead';
import { Pill } from '../../theme/Pill';
import { ResourceView } from '../../theme/ResourceView';
import { Status } from '../../theme/Status';
import { DeliveryList } from './DeliveryList';

export function WebhookDetail({ id }: { id: string }) {
  const { session } = useSession();
  // No single-subscription read in the API: the list has it.
  const subscription = useResource(async () => {
    const found = (await ok(api.GET('/webhooks'))).subscriptions.find((s) => s.id === id);
    if (found === undefined) throw new ApiError('There is no such webhook subscription. It may have been deleted.', { status: 404 });
    return found;
  }, [id]);
  const deliveries = useResource(async () => (await ok(api.GET('/webhooks/{subscription}/deliveries', { params: { path: { subscription: id } } }))).deliveries, [id]);
  const action = useAction();
  const [said, setSaid] = useState('');
  const [testType, setTestType] = useState<EventType>('profile.updated');
  const admin = canChange(session);

  const setState = (s: Subscription, state: Subscription['state']) =>
    void action.run('state', () =>
      attempt(async () => {
        await ok(api.PATCH('/webhooks/{subscription}', { params: { path: { subscription: s.id } }, body: { state } }));
        setSaid(state === 'active' ? 'Resumed: new events are delivered again.' : 'Paused: events wait until you resume.');
        await subscription.reload();
      }),
    );
  const sendTest = () =>
    void action.run('test', () =>
      attempt(async () => {
        await ok(api.POST('/webhooks/{subscription}/test', { params: { path: { subscription: id } }, body: { type: testType } }));
        setSaid('Test event sent. It shows in the deliveries below.');
        await deliveries.reload();
      }),
    );
  const remove = () =>
    void action.run('delete', () =>
      attempt(async () => {
        await ok(api.DELETE('/webhooks/{subscription}', { params: { path: { subscription: id } } }));
        navigate({ name: 'webhooks' });
      }),
    );

  return (
    <ResourceView resource={subscription} head={<PageHead title="Webhook endpoint" back={{ to: { name: 'webhooks' }, label: 'Webhooks' }} />}>
      {(s) => (
        <>
          <PageHead title="Webhook endpoint" back={{ to: { name: 'webhooks' }, label: 'Webhooks' }} />
          <dl className="facts">
            <dt>URL</dt>
            <dd className="mono">{s.url}</dd>
            <dt>Events</dt>
            <dd>{s.types.length === 0 ? 'All events' : s.types.join(', ')}</dd>
            <dt>State</dt>
            <dd>
              <Pill tone={s.state === 'active' ? 'ok' : 'warning'}>{s.state === 'active' ? 'Active' : 'Paused'}</Pill>
            </dd>
            <dt>Created</dt>
            <dd>{formatTime(s.createdAt)}</dd>
          </dl>
          <ErrorSummary problem={action.problem} />
          {admin && (
            <div className="actions">
              <span className="test-event">
                <label htmlFor="test-type" className="visually-hidden">
                  Test event type
                </label>
                <select id="test-type" value={testType} onChange={(e) => setTestType(e.target.value as EventType)}>
                  {EVENT_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
                <BusyButton variant="secondary" busy={action.busy === 'test'} blocked={action.busy !== undefined} onClick={sendTest}>
                  Send test event
                </BusyButton>
              </span>
              {s.state === 'active' ? (
                <BusyButton variant="secondary" busy={action.busy === 'state'} blocked={action.busy !== undefined} onClick={() => setState(s, 'inactive')}>
                  Pause
                </BusyButton>
              ) : (
                <BusyButton variant="secondary" busy={action.busy === 'state'} blocked={action.busy !== undefined} onClick={() => setState(s, 'active')}>
                  Resume
                </BusyButton>
              )}
              <ConfirmButton label="Delete endpoint" title="Delete this webhook endpoint?" busy={action.busy === 'delete'} blocked={action.busy !== undefined} onConfirm={remove}>
                <p>
                  emoney stops sending events to <span className="mono">{s.url}</span>. Its delivery history is deleted with it.
                </p>
              </ConfirmButton>
            </div>
          )}
          <Status>{said}</Status>
          <DeliveryList subscription={id} deliveries={deliveries} />
        </>
      )}
    </ResourceView>
  );
}
