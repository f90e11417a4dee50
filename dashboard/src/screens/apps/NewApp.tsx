// Create an app (or the pair `both` makes); the client-credentials secret is shown once, here.
import { useState, type FormEvent } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { Field } from '@emoney/onboarding/components/Field';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { ApiError } from '../../api/ApiError';
import { api, ok } from '../../api/client';
import type { App } from '../../api/types';
import { attempt } from '../../state/attempt';
import { humanize } from '../../state/format';
import { KIND_CHOICES, needsRedirects, newAppBody, newAppProblems, type NewAppForm } from '../../state/newAppForm';
import { Copyable } from '../../theme/Copyable';
import { Link } from '../../theme/Link';
import { PageHead } from '../../theme/PageHead';
import { SecretOnce } from '../../theme/SecretOnce';

const FIELDS = {
  name: { id: 'name', label: 'Name' },
  redirectUris: { id: 'redirectUris', label: 'Redirect URIs' },
  privacyPolicyUrl: { id: 'privacyPolicyUrl', label: 'Privacy policy URL' },
  termsOfServiceUrl: { id: 'termsOfServiceUrl', label: 'Terms of service URL' },
  logoUrl: { id: 'logoUrl', label: 'Logo URL' },
};

const EMPTY: NewAppForm = { name: '', kind: 'client_credentials', redirectUris: '', privacyPolicyUrl: '', termsOfServiceUrl: '', logoUrl: '' };

export function NewApp() {
  const [form, setForm] = useState<NewAppForm>(EMPTY);
  const [created, setCreated] = useState<{ apps: App[]; clientSecret?: string } | undefined>(undefined);
  const action = useAction();
  const set = (key: keyof NewAppForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = newAppProblems(form);
    if (Object.keys(problems).length > 0) {
      void action.run('create', async () => new ApiError('Check the app’s details.', { fields: problems }));
      return;
    }
    void action.run('create', () => attempt(async () => setCreated(await ok(api.POST('/apps', { body: newAppBody(form) })))));
  };

  if (created !== undefined) {
    return (
      <>
        <PageHead title={created.apps.length > 1 ? 'Apps created' : 'App created'} back={{ to: { name: 'apps' }, label: 'Apps' }} />
        {created.clientSecret !== undefined && <SecretOnce secret={created.clientSecret} note={created.apps.length > 1 ? 'It belongs to the client-credentials app.' : undefined} />}
        {created.apps.map((app) => (
          <section key={app.id} className="panel" aria-labelledby={`created-${app.id}`}>
            <h2 id={`created-${app.id}`}>
              <Link to={{ name: 'app', id: app.id }}>{app.name}</Link> <span className="tag">{humanize(app.kind)}</span>
            </h2>
            <dl className="facts">
              <dt>Client id</dt>
              <dd>
                <Copyable value={app.clientId} what={`client id of ${humanize(app.kind).toLowerCase()} app`} />
              </dd>
            </dl>
          </section>
        ))}
      </>
    );
  }

  const fields = action.problem?.fields ?? {};
  const text = (key: Exclude<keyof NewAppForm, 'kind' | 'redirectUris'>, label: string, props: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <Field id={key} label={label} error={fields[key]} hint={props.hint}>
      {(control) => <input {...control} name={key} type={props.type ?? 'text'} autoComplete="off" value={form[key]} onChange={(e) => set(key)(e.target.value)} />}
    </Field>
  );
  return (
    <>
      <PageHead title="Create an app" back={{ to: { name: 'apps' }, label: 'Apps' }} />
      <ErrorSummary problem={action.problem} fields={FIELDS} />
      <form onSubmit={submit} noValidate>
        {text('name', 'Name', { hint: 'Shown to customers on the consent screen.' })}
        <fieldset className="choice">
          <legend>Kind</legend>
          {KIND_CHOICES.map((choice) => (
            <label key={choice.value} className="choice-option">
              <input type="radio" name="kind" value={choice.value} checked={form.kind === choice.value} onChange={() => set('kind')(choice.value)} />
              {choice.label}
            </label>
          ))}
          <p className="hint">{KIND_CHOICES.find((c) => c.value === form.kind)?.hint}</p>
        </fieldset>
        {needsRedirects(form.kind) && (
          <Field id="redirectUris" label="Redirect URIs" error={fields.redirectUris} hint="One per line, exact. https, or http on localhost, 127.0.0.1 or [::1]. Their origins may call the API from a browser.">
            {(control) => <textarea {...control} name="redirectUris" rows={3} spellCheck={false} value={form.redirectUris} onChange={(e) => set('redirectUris')(e.target.value)} />}
          </Field>
        )}
        <div className="field-row">
          {text('privacyPolicyUrl', 'Privacy policy URL', { type: 'url' })}
          {text('termsOfServiceUrl', 'Terms of service URL', { type: 'url' })}
        </div>
        {text('logoUrl', 'Logo URL (optional)', { type: 'url', hint: 'Square, at least 96 px; shown on the consent screen.' })}
        <div className="actions">
          <BusyButton type="submit" busy={action.busy === 'create'}>
            Create app
          </BusyButton>
          <Link to={{ name: 'apps' }}>Cancel</Link>
        </div>
      </form>
    </>
  );
}
