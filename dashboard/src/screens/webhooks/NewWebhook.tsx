// A new subscription: the server sends it a signed `subscription.created` first, and only keeps it
// when the endpoint answers 200.
import { useState, type FormEvent } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { Field } from '@emoney/onboarding/components/Field';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { ApiError } from '../../api/ApiError';
import { api, ok } from '../../api/client';
import type { EventType } from '../../api/types';
import { attempt } from '../../state/attempt';
import { DEFAULT_EVENT_TYPES } from '../../state/deliveries';
import { newWebhookSecret, webhookSecretProblem } from '../../state/webhookSecret';
import { navigate } from '../../state/useRoute';
import { Link } from '../../theme/Link';
import { PageHead } from '../../theme/PageHead';
import { EventTypesField } from './EventTypesField';

const FIELDS = { url: { id: 'url', label: 'Endpoint URL' }, secret: { id: 'secret', label: 'Signing secret' }, types: { id: 'types', label: 'Event types' } };

export function NewWebhook() {
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState(() => newWebhookSecret());
  const [types, setTypes] = useState<EventType[]>([...DEFAULT_EVENT_TYPES]);
  const action = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!/^https?:\/\/\S+$/.test(url.trim())) fields.url = 'Enter the endpoint’s absolute URL (https://…).';
    const secretProblem = webhookSecretProblem(secret.trim());
    if (secretProblem !== undefined) fields.secret = secretProblem;
    if (types.length === 0) fields.types = 'Choose at least one event type.';
    if (Object.keys(fields).length > 0) {
      void action.run('create', async () => new ApiError('Check the endpoint’s details.', { fields }));
      return;
    }
    void action.run('create', () =>
      attempt(async () => {
        const created = await ok(api.POST('/webhooks', { body: { url: url.trim(), secret: secret.trim(), types } }));
        navigate({ name: 'webhook', id: created.id });
      }),
    );
  };
  const fields = action.problem?.fields ?? {};
  return (
    <>
      <PageHead title="Add a webhook endpoint" back={{ to: { name: 'webhooks' }, label: 'Webhooks' }} />
      <ErrorSummary problem={action.problem} fields={FIELDS} />
      <form onSubmit={submit} noValidate>
        <Field id="url" label="Endpoint URL" error={fields.url} hint="It must answer the signed subscription.created event with 200.">
          {(control) => <input {...control} name="url" type="url" inputMode="url" autoComplete="off" spellCheck={false} value={url} onChange={(e) => setUrl(e.target.value)} />}
        </Field>
        <Field id="secret" label="Signing secret" error={fields.secret} hint="Your endpoint checks each event’s signature with it. Keep a copy: it is not shown again.">
          {(control) => <input {...control} name="secret" className="mono" autoComplete="off" spellCheck={false} value={secret} onChange={(e) => setSecret(e.target.value)} />}
        </Field>
        <EventTypesField types={types} onChange={setTypes} error={fields.types} />
        <div className="actions">
          <BusyButton type="submit" busy={action.busy === 'create'}>
            Add endpoint
          </BusyButton>
          <Link to={{ name: 'webhooks' }}>Cancel</Link>
        </div>
      </form>
    </>
  );
}
