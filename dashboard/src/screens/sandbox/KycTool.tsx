import { useState } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import { attempt } from '../../state/attempt';
import { humanize } from '../../state/format';
import { awaitingDecision } from '../../state/kyc';
import { useResource } from '../../state/useResource';
import { EmptyState } from '../../theme/EmptyState';
import { ResourceView } from '../../theme/ResourceView';
import { Status } from '../../theme/Status';

/** Approve or reject a profile whose KYC is not decided yet (instead of waiting for the simulator). */
export function KycTool({ enabled }: { enabled: boolean }) {
  const profiles = useResource(async () => (await ok(api.GET('/profiles'))).profiles.filter((p) => awaitingDecision(p.state)), []);
  const [said, setSaid] = useState('');
  const action = useAction();
  const decide = (profile: string, name: string, state: 'approved' | 'rejected') =>
    void action.run(`${profile}-${state}`, () =>
      attempt(async () => {
        await ok(api.POST('/sandbox/profiles/{profile}/decision', { params: { path: { profile } }, body: { state } }));
        setSaid(`${name}: KYC ${state}.`);
        await profiles.reload();
      }),
    );
  return (
    <section className="panel" aria-labelledby="kyc-title">
      <h2 id="kyc-title">Decide a pending KYC</h2>
      <ErrorSummary problem={action.problem} />
      <ResourceView resource={profiles}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>No profile waits for a decision.</EmptyState>
          ) : (
            <ul className="address-list">
              {list.map((p) => {
                const name = p.name === '' ? p.id : p.name;
                return (
                  <li key={p.id}>
                    <span>
                      {name} <span className="tag">{humanize(p.state)}</span>
                    </span>
                    {enabled && (
                      <span className="code-help-actions">
                        <BusyButton variant="secondary" className="button-small" busy={action.busy === `${p.id}-approved`} blocked={action.busy !== undefined} onClick={() => decide(p.id, name, 'approved')} aria-label={`Approve ${name}`}>
                          Approve
                        </BusyButton>
                        <BusyButton variant="secondary" className="button-small" busy={action.busy === `${p.id}-rejected`} blocked={action.busy !== undefined} onClick={() => decide(p.id, name, 'rejected')} aria-label={`Reject ${name}`}>
                          Reject
                        </BusyButton>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </ResourceView>
      <Status>{said}</Status>
    </section>
  );
}
