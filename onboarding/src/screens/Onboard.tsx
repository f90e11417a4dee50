// Step 2: the basics of onboarding — a person's name or a company's name, and the country.
import { useState, type FormEvent } from 'react';
import { api, type HostedUser, type ProfileKind, type Schemas } from '../api/client';
import { problem, toProblem, type Problem } from '../api/problem';
import { BusyButton } from '../components/BusyButton';
import { ErrorSummary } from '../components/ErrorSummary';
import { Field } from '../components/Field';
import { ScreenHeading } from '../components/ScreenHeading';
import { COUNTRIES } from '../flow/countries';
import { useAction } from '../flow/useAction';

interface OnboardProps {
  user: HostedUser;
  onSaved: () => Promise<void>;
}

const FIELD_IDS = { firstName: 'firstName', lastName: 'lastName', companyName: 'companyName', country: 'country', kind: 'kind-personal' };

export function Onboard({ user, onSaved }: OnboardProps) {
  const { profile } = user;
  const action = useAction();

  if (profile.state === 'blocked' || profile.state === 'pending') {
    const blocked = profile.state === 'blocked';
    return (
      <>
        <ScreenHeading title="Your details" />
        <p className="notice">
          {blocked
            ? 'Your profile is blocked, so it cannot be changed here. Please contact emoney support.'
            : 'Thank you. Your details were submitted and are being reviewed. You can continue once they are approved.'}
        </p>
        <ErrorSummary problem={action.problem} />
        {!blocked && (
          <div className="actions">
            <BusyButton busy={action.busy === 'check'} onClick={() => void action.run('check', async () => { await onSaved(); return undefined; })}>
              Check again
            </BusyButton>
          </div>
        )}
      </>
    );
  }

  return <OnboardForm user={user} onSaved={onSaved} />;
}

function splitName(name: string): [string, string] {
  const at = name.trim().indexOf(' ');
  return at < 0 ? [name.trim(), ''] : [name.trim().slice(0, at), name.trim().slice(at + 1)];
}

function OnboardForm({ user, onSaved }: OnboardProps) {
  const { profile } = user;
  const [kind, setKind] = useState<ProfileKind>(profile.kind);
  const [initialFirst, initialLast] = profile.kind === 'personal' ? splitName(profile.name) : ['', ''];
  const [firstName, setFirstName] = useState(initialFirst);
  const [lastName, setLastName] = useState(initialLast);
  const [companyName, setCompanyName] = useState(profile.kind === 'corporate' ? profile.name : '');
  const [country, setCountry] = useState('');
  const action = useAction();

  function missing(): Problem | undefined {
    const fields: Record<string, string> = {};
    if (kind === 'personal') {
      if (firstName.trim() === '') fields.firstName = 'Enter your first name';
      if (lastName.trim() === '') fields.lastName = 'Enter your last name';
    } else if (companyName.trim() === '') {
      fields.companyName = 'Enter the company name';
    }
    if (country === '') fields.country = 'Choose a country';
    return Object.keys(fields).length > 0 ? problem('Some details are missing.', fields) : undefined;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void action.run('submit', async () => {
      const incomplete = missing();
      if (incomplete !== undefined) return incomplete;
      const body: Schemas['HostedProfileRequest'] =
        kind === 'personal'
          ? { kind, firstName: firstName.trim(), lastName: lastName.trim(), country }
          : { kind, companyName: companyName.trim(), country };
      const { error, response } = await api.PUT('/profile', { body });
      if (error !== undefined) {
        if (response.status === 401) await onSaved();
        return toProblem(error, response);
      }
      await onSaved();
      return undefined;
    });
  }

  const fieldError = (name: string) => action.problem?.fields[name];

  return (
    <>
      <ScreenHeading title="Your details" />
      <p className="lead">We need a few details before your account can be used.</p>
      {profile.state === 'rejected' && (
        <p className="notice">Your earlier details could not be accepted. Please check them and send them again.</p>
      )}
      <ErrorSummary problem={action.problem} fieldIds={FIELD_IDS} />
      <form onSubmit={submit} noValidate>
        <fieldset className="choice" aria-describedby={fieldError('kind') === undefined ? undefined : 'kind-error'}>
          <legend>Account type</legend>
          {fieldError('kind') !== undefined && (
            <p className="field-error" id="kind-error">
              {fieldError('kind')}
            </p>
          )}
          {(['personal', 'corporate'] as const).map((k) => (
            <label key={k} className="choice-option">
              <input type="radio" name="kind" id={`kind-${k}`} value={k} checked={kind === k} onChange={() => setKind(k)} />
              {k === 'personal' ? 'Personal' : 'Corporate'}
            </label>
          ))}
        </fieldset>
        {kind === 'personal' ? (
          <div className="field-row">
            <Field id="firstName" label="First name" error={fieldError('firstName')}>
              {(control) => (
                <input {...control} name="firstName" autoComplete="given-name" required value={firstName} onChange={(e) => setFirstName(e.target.value)} />
              )}
            </Field>
            <Field id="lastName" label="Last name" error={fieldError('lastName')}>
              {(control) => (
                <input {...control} name="lastName" autoComplete="family-name" required value={lastName} onChange={(e) => setLastName(e.target.value)} />
              )}
            </Field>
          </div>
        ) : (
          <Field id="companyName" label="Company name" error={fieldError('companyName')}>
            {(control) => (
              <input {...control} name="companyName" autoComplete="organization" required value={companyName} onChange={(e) => setCompanyName(e.target.value)} />
            )}
          </Field>
        )}
        <Field id="country" label="Country" error={fieldError('country')} hint={kind === 'personal' ? 'Where you live.' : 'Where the company is registered.'}>
          {(control) => (
            <select {...control} name="country" autoComplete="country" required value={country} onChange={(e) => setCountry(e.target.value)}>
              <option value="">Choose a country</option>
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({c.code})
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="actions">
          <BusyButton type="submit" busy={action.busy === 'submit'}>
            Continue
          </BusyButton>
        </div>
      </form>
    </>
  );
}
