import { useState } from 'react';
import { Field } from '@emoney/onboarding/components/Field';
import { api, ok } from '../../api/client';
import type { ProfileState } from '../../api/types';
import { formatTime, humanize } from '../../state/format';
import { KYC_STATES, kycTone } from '../../state/kyc';
import { useResource } from '../../state/useResource';
import { EmptyState } from '../../theme/EmptyState';
import { Link } from '../../theme/Link';
import { PageHead } from '../../theme/PageHead';
import { Pill } from '../../theme/Pill';
import { ResourceView } from '../../theme/ResourceView';

export function CustomerList() {
  const [state, setState] = useState<ProfileState | ''>('');
  const profiles = useResource(async () => (await ok(api.GET('/profiles', { params: { query: state === '' ? {} : { state } } }))).profiles, [state]);
  return (
    <>
      <PageHead title="Customers" />
      <p className="muted">The profiles your apps act for, with their KYC state.</p>
      <div className="filters">
        <Field id="kyc-state" label="KYC state">
          {(control) => (
            <select {...control} name="state" value={state} onChange={(e) => setState(e.target.value as ProfileState | '')}>
              <option value="">Any state</option>
              {KYC_STATES.map((s) => (
                <option key={s} value={s}>
                  {humanize(s)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ResourceView resource={profiles}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{state === '' ? 'No customers yet. Profiles appear once people onboard through your authorization-code apps.' : `No customer is ${humanize(state).toLowerCase()}.`}</EmptyState>
          ) : (
            <div className="table-wrap">
              <table className="data">
                <caption className="visually-hidden">Customer profiles</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Kind</th>
                    <th scope="col">KYC</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((p) => (
                    <tr key={p.id}>
                      <td data-label="Name">
                        <Link to={{ name: 'customer', id: p.id }}>{p.name === '' ? p.id : p.name}</Link>
                      </td>
                      <td data-label="Kind">{humanize(p.kind)}</td>
                      <td data-label="KYC">
                        <Pill tone={kycTone(p.state)}>{humanize(p.state)}</Pill>
                      </td>
                      <td data-label="Created">{formatTime(p.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </ResourceView>
    </>
  );
}
