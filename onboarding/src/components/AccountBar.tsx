// "Signed in as …" with a Log out button, for when the wrong person is signed in.
import { BusyButton } from './BusyButton';

interface AccountBarProps {
  email: string;
  busy: boolean;
  onLogOut: () => void;
}

export function AccountBar({ email, busy, onLogOut }: AccountBarProps) {
  return (
    <div className="account-bar">
      <span>
        Signed in as <strong>{email}</strong>
      </span>
      <BusyButton variant="link" busy={busy} onClick={onLogOut}>
        Log out
      </BusyButton>
    </div>
  );
}
