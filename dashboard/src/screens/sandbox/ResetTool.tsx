import { useState } from 'react';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import { attempt } from '../../state/attempt';
import { ConfirmButton } from '../../theme/ConfirmButton';
import { Status } from '../../theme/Status';

/** Removes the partner's sandbox customers, orders, deliveries and request log; apps and members stay. */
export function ResetTool({ enabled }: { enabled: boolean }) {
  const [said, setSaid] = useState('');
  const action = useAction();
  const reset = () =>
    void action.run('reset', () =>
      attempt(async () => {
        const { removed } = await ok(api.POST('/sandbox/reset'));
        const counts = Object.entries(removed).map(([what, n]) => `${n} ${what}`);
        setSaid(`Sandbox reset: removed ${counts.length === 0 ? 'nothing' : counts.join(', ')}.`);
      }),
    );
  return (
    <section className="panel panel-danger" aria-labelledby="reset-title">
      <h2 id="reset-title">Reset the sandbox</h2>
      <p className="muted">Removes your sandbox customers, their orders, your webhooks’ deliveries and the request log. Apps, webhooks and team members stay.</p>
      <ErrorSummary problem={action.problem} />
      {enabled && (
        <ConfirmButton label="Reset sandbox data" title="Reset your sandbox data?" busy={action.busy === 'reset'} onConfirm={reset}>
          <p>Every sandbox customer, order, delivery and logged request of your team is removed. This cannot be undone.</p>
        </ConfirmButton>
      )}
      <Status>{said}</Status>
    </section>
  );
}
