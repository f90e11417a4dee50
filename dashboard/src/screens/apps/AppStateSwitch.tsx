// Disabling an app revokes all its tokens at once; enabling lets it ask for new ones.
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import type { App } from '../../api/types';
import { attempt } from '../../state/attempt';
import { ConfirmButton } from '../../theme/ConfirmButton';

export function AppStateSwitch({ app, onChanged }: { app: App; onChanged: () => void }) {
  const action = useAction();
  const next = app.state === 'active' ? 'disabled' : 'active';
  const change = () =>
    void action.run('state', () =>
      attempt(async () => {
        await ok(api.PATCH('/apps/{app}', { params: { path: { app: app.id } }, body: { state: next } }));
        onChanged();
      }),
    );
  return (
    <section className={next === 'disabled' ? 'panel panel-danger' : 'panel'} aria-labelledby="state-title">
      <h2 id="state-title">{next === 'disabled' ? 'Disable the app' : 'Enable the app'}</h2>
      <p>{next === 'disabled' ? 'Every token of this app stops working at once, and it cannot get new ones until you enable it again.' : 'The app may get tokens again. Tokens revoked when it was disabled stay revoked.'}</p>
      <ErrorSummary problem={action.problem} />
      <div className="actions">
        <ConfirmButton label={next === 'disabled' ? 'Disable app' : 'Enable app'} title={next === 'disabled' ? `Disable ${app.name}?` : `Enable ${app.name}?`} danger={next === 'disabled'} busy={action.busy === 'state'} onConfirm={change}>
          <p>{next === 'disabled' ? 'Its tokens are revoked now; customers using it are signed out of it.' : 'It can ask for tokens again.'}</p>
        </ConfirmButton>
      </div>
    </section>
  );
}
