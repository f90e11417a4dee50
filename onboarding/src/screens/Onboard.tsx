// Step 2: the basics of onboarding — a person's name or a company's name, and the country.
import { useState, type FormEvent } from 'react';
import { api, type HostedRequest, type HostedUser, type ProfileKind, type Schemas } from '../api/client';
import { problem, toProblem, type Problem } from '../api/problem';
import { BusyButton } from '../components/BusyButton';
import { ErrorSummary } from '../components/ErrorSummary';
import { Field } from '../components/Field';
import { ScreenHeading } from '../components/ScreenHeading';
import { COUNTRIES } from '../flow/countries';
import { SEVERAL_FIELDS } from '../flow/errorSummary';
import { useAction } from '../flow/useAction';

interface OnboardProps {
  request: HostedRequest;
  user: HostedUser;
  onSaved: () => Promise<void>;
  /** The person goes on to authorize while their profile is pending review. */
  onContinuePending: () => void;
}

/** The form's fields, as the error summary names them. */
const FIELDS = {
  kind: { id: 'kind-personal', label: 'Account type' },
  firstName: { id: 'firstName', label: 'First name' },
  lastName: { id: 'lastName', label: 'Last name' },
  companyName: { id: 'companyName', label: 'Company name' },
  country: { id: 'country', label: 'Country' },
};

export function Onboard({ request, user, onSaved, onContinuePending }: OnboardProps) {
  const { profile } = user;
  const action = useAction();
  const app = request.app.name;

  if (profile.state === 'blocked') {
    return (
      <>
        <ScreenHeading title="Your profile is blocked" />
        <p className="notice">
          emoney has blocked this profile, so it cannot be used with {app} or changed here. Contact emoney support to find out why and what you can do.
        </p>
        <p>Cancel to return to {app}; it will be told that your profile is blocked.</p>
      </>
    );
  }

  if (profile.state === 'pending') {
    return (
      <>
        <ScreenHeading title="Your details are being reviewed" />
        <p className="notice">
          Thank you. emoney is checking your details; this usually takes up to one business day, and you will be able to use your account once they are approved.
        </p>
        <p>
          You can finish connecting {app} now: it will see that your profile is still being reviewed. Or return to {app} and come back once you are
          approved.
        </p>
        <ErrorSummary problem={action.problem} />
        <div className="actions">
          <BusyButton blocked={action.busy !== undefined} onClick={onContinuePending}>
            Continue to {app} while under review
          </BusyButton>
          <BusyButton
            variant="secondary"
            busy={action.busy === 'check'}
            onClick={() =>
              void action.run('check', async () => {
                await onSaved();
                return undefined;
              })
            }
          >
            Check again
          </BusyButton>
        </div>
      </>
    );
  }

  return <OnboardForm request={request} user={user} onSaved={onSaved} onContinuePending={onContinuePending} />;
}

function splitName(name: string): [string, string] {
  const at = name.trim().indexOf(' ');
  return at < 0 ? [name.trim(), ''] : [name.trim().slice(0, at), name.trim().slice(at + 1)];
}

function OnboardForm({ request, user, onSaved }: OnboardProps) {
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
      if (firstName.trim() === '') fields.firstName = 'Enter your first name.';
      if (lastName.trim() === '') fields.lastName = 'Enter your last name.';
    } else if (companyName.trim() === '') {
      fields.companyName = 'Enter the company name.';
    }
    if (country === '') fields.country = 'Choose a country.';
    return Object.keys(fields).length > 0 ? problem(SEVERAL_FIELDS, fields) : undefined;
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
        <p className="notice">
          Your earlier details could not be accepted. Check them and send them again for another review, or cancel to return to {request.app.name}; it will be
          told that your profile was rejected.
        </p>
      )}
      <ErrorSummary problem={action.problem} fields={FIELDS} />
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
        <div className="actions sticky-actions">
          <BusyButton type="submit" busy={action.busy === 'submit'}>
            Continue
          </BusyButton>
        </div>
      </form>
    </>
  );
}
