import { ShortEmail } from '@emoney/onboarding/components/AccountBar';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';

/** "Signed in as …" (shortened in the middle when narrow) with Sign out. */
export function AccountBar({ email, signingOut, onSignOut }: { email: string; signingOut: boolean; onSignOut?: (() => void) | undefined }) {
  return (
    <div className="account-bar">
      <span className="account-who">
        <span className="account-label">Signed in as</span> <ShortEmail email={email} />
      </span>
      <BusyButton variant="link" busy={signingOut} onClick={onSignOut}>
        Sign out
      </BusyButton>
    </div>
  );
}
