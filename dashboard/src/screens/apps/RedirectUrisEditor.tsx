// The app's redirect URIs, one per line; a new origin may call the API from a browser at once (CORS).
import { useState, type FormEvent } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { Field } from '@emoney/onboarding/components/Field';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { ApiError } from '../../api/ApiError';
import { api, ok } from '../../api/client';
import type { App } from '../../api/types';
import { attempt } from '../../state/attempt';
import { redirectUrisOf, redirectUrisProblem } from '../../state/redirectUris';
import { Status } from '../../theme/Status';

const FIELDS = { redirectUris: { id: 'redirectUris', label: 'Redirect URIs, one per line' } };

export function RedirectUrisEditor({ app, editable, onSaved }: { app: App; editable: boolean; onSaved: () => void }) {
  const [text, setText] = useState(app.redirectUris.join('\n'));
  const [saved, setSaved] = useState('');
  const action = useAction();
  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    const uris = redirectUrisOf(text);
    const problem = app.kind === 'authorization_code' && uris.length === 0 ? 'An authorization-code app needs at least one redirect URI.' : redirectUrisProblem(uris);
    if (problem !== undefined) {
      void action.run('save', async () => new ApiError(problem, { fields: { redirectUris: problem } }));
      return;
    }
    void action.run('save', () =>
      attempt(async () => {
        const next = await ok(api.PATCH('/apps/{app}', { params: { path: { app: app.id } }, body: { redirectUris: uris } }));
        setText(next.redirectUris.join('\n'));
        setSaved('Redirect URIs saved. Their origins may call the API from a browser now.');
        onSaved();
      }),
    );
  };
  return (
    <section aria-labelledby="redirects-title">
      <h2 id="redirects-title">Redirect URIs</h2>
      {!editable ? (
        app.redirectUris.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          <ul className="permissions">
            {app.redirectUris.map((u) => (
              <li key={u} className="mono">
                {u}
              </li>
            ))}
          </ul>
        )
      ) : (
        <form onSubmit={save} noValidate>
          <ErrorSummary problem={action.problem} fields={FIELDS} />
          <Field id="redirectUris" label="Redirect URIs, one per line" error={action.problem?.fields.redirectUris} hint="Exact URIs: https, or http on localhost, 127.0.0.1 or [::1]. Their origins may call the API from a browser.">
            {(control) => <textarea {...control} name="redirectUris" rows={Math.max(3, app.redirectUris.length + 1)} spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />}
          </Field>
          <div className="actions">
            <BusyButton type="submit" variant="secondary" busy={action.busy === 'save'}>
              Save redirect URIs
            </BusyButton>
          </div>
          <Status>{saved}</Status>
        </form>
      )}
    </section>
  );
}
