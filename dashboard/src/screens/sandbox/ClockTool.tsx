import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import { attempt } from '../../state/attempt';
import { CLOCK_STEPS, offsetWords } from '../../state/clock';
import { formatTime } from '../../state/format';
import { useResource } from '../../state/useResource';
import { ResourceView } from '../../theme/ResourceView';

/** The partner's own sandbox clock: move it forward to expire tokens, grace periods and deadlines. */
export function ClockTool({ enabled }: { enabled: boolean }) {
  const clock = useResource(() => ok(api.GET('/sandbox/clock')), []);
  const action = useAction();
  const advance = (seconds: number) =>
    void action.run(`advance-${seconds}`, () =>
      attempt(async () => {
        await ok(api.POST('/sandbox/clock', { body: { advanceSeconds: seconds } }));
        await clock.reload();
      }),
    );
  return (
    <section className="panel" aria-labelledby="clock-title">
      <h2 id="clock-title">Sandbox clock</h2>
      <ErrorSummary problem={action.problem} />
      <ResourceView resource={clock}>
        {(c) => (
          <dl className="facts" aria-live="polite">
            <dt>Now</dt>
            <dd>{formatTime(c.now)}</dd>
            <dt>Ahead by</dt>
            <dd>{offsetWords(c.offsetSeconds)}</dd>
          </dl>
        )}
      </ResourceView>
      {enabled && (
        <div className="code-help-actions">
          {CLOCK_STEPS.map((step) => (
            <BusyButton key={step.seconds} variant="secondary" className="button-small" busy={action.busy === `advance-${step.seconds}`} blocked={action.busy !== undefined} onClick={() => advance(step.seconds)}>
              Advance {step.label}
            </BusyButton>
          ))}
        </div>
      )}
    </section>
  );
}
