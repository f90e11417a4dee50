'use client';
/** Profile: who the customer is to emoney, and where their KYC stands. */
import { useProfile } from '@emoney/react-provider';
import { kycOf } from '@emoney/sdk';

const SAYS: Record<string, string> = {
  absent: 'Not started: finish your details on emoney to send and receive.',
  pending: 'Being reviewed: this page updates by itself.',
  completed: 'Done.',
};

export default function Profile() {
  // While the review runs, ask again every few seconds; stop once it is decided.
  const profile = useProfile(undefined, { refetchInterval: (query) => (query.state.data?.state === 'pending' ? 5000 : false) });
  if (!profile.data) return <section className="card">{profile.error ? <p role="alert">{profile.error.message}</p> : <p>Loading…</p>}</section>;
  const kyc = kycOf(profile.data);
  return (
    <section className="card stack">
      <h1>{profile.data.name}</h1>
      <dl>
        <dt>Profile</dt>
        <dd>{profile.data.kind}</dd>
        <dt>State</dt>
        <dd id="profile-state">{profile.data.state}</dd>
        <dt>KYC</dt>
        <dd id="kyc">
          {kyc.state}
          {kyc.outcome !== 'unknown' && ` (${kyc.outcome})`}
        </dd>
      </dl>
      <p>{SAYS[kyc.state]}</p>
    </section>
  );
}
