// "Signed in as …" with a Log out button, for when the wrong person is signed in.
import { BusyButton } from './BusyButton';

interface AccountBarProps {
  email: string;
  busy: boolean;
  onLogOut: () => void;
}

/** How many of the address's last characters always show: the domain, or most of it. */
const TAIL = 14;

/**
 * The address shortened in the middle when the header is narrow (its start gives way to "…", its
 * end stays), the whole address for screen readers and as the tooltip.
 */
export function ShortEmail({ email }: { email: string }) {
  const cut = Math.max(0, email.length - TAIL);
  return (
    <strong className="short-email" title={email}>
      <span className="visually-hidden">{email}</span>
      <span className="short-email-head" aria-hidden="true">
        {email.slice(0, cut)}
      </span>
      <span className="short-email-tail" aria-hidden="true">
        {email.slice(cut)}
      </span>
    </strong>
  );
}

export function AccountBar({ email, busy, onLogOut }: AccountBarProps) {
  return (
    <div className="account-bar">
      <span className="account-who">
        <span className="account-label">Signed in as</span> <ShortEmail email={email} />
      </span>
      <BusyButton variant="link" busy={busy} onClick={onLogOut}>
        Log out
      </BusyButton>
    </div>
  );
}
