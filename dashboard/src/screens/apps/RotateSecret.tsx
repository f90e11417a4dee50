// A new client secret; the old one keeps working for the chosen grace (counted on the sandbox clock).
import { useState } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import type { App } from '../../api/types';
import { attempt } from '../../state/attempt';
import { formatTime } from '../../state/format';
import { DEFAULT_GRACE_MINUTES, GRACE_CHOICES, graceChoice } from '../../state/grace';
import { SecretOnce } from '../../theme/SecretOnce';

export function RotateSecret({ app, onRotated }: { app: App; onRotated: () => void }) {
  const [grace, setGrace] = useState(DEFAULT_GRACE_MINUTES);
  const [rotated, setRotated] = useState<{ clientSecret: string; previousValidUntil?: string } | undefined>(undefined);
  const action = useAction();
  const rotate = () =>
    void action.run('rotate', () =>
      attempt(async () => {
        setRotated(await ok(api.POST('/apps/{app}/secret', { params: { path: { app: app.id } }, body: { graceMinutes: grace } })));
        onRotated();
      }),
    );
  return (
    <section className="panel" aria-labelledby="rotate-title">
      <h2 id="rotate-title">Rotate the client secret</h2>
      <p>A new secret replaces the current one. With a grace, the old one keeps working until the grace ends and tokens already issued live out their time; with none, both stop at once.</p>
      <ErrorSummary problem={action.problem} />
      <fieldset className="choice">
        <legend>How long the old secret keeps working</legend>
        {GRACE_CHOICES.map((choice) => (
          <label key={choice.minutes} className="choice-option">
            <input type="radio" name="grace" value={choice.minutes} checked={grace === choice.minutes} onChange={() => setGrace(choice.minutes)} />
            {choice.label}
            {choice.minutes === DEFAULT_GRACE_MINUTES && ' (default)'}
          </label>
        ))}
        <p className="hint">{graceChoice(grace).explanation}</p>
      </fieldset>
      <div className="actions">
        <BusyButton variant="secondary" busy={action.busy === 'rotate'} onClick={rotate}>
          Rotate secret
        </BusyButton>
      </div>
      {rotated !== undefined && (
        <SecretOnce
          secret={rotated.clientSecret}
          note={rotated.previousValidUntil !== undefined ? `The old secret works until ${formatTime(rotated.previousValidUntil)}.` : 'The old secret no longer works.'}
        />
      )}
    </section>
  );
}
