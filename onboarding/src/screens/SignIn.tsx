// Step 1: create an account (then enter the code emailed to the address), log in, or reset a
// forgotten password. The `mode` query parameter keeps the choice across reloads.
import { useState } from 'react';
import type { HostedRequest } from '../api/client';
import { initialMode, urlFor, type Mode } from './sign-in/mode';
import { ResetForm } from './sign-in/ResetForm';
import { SignInForm } from './sign-in/SignInForm';

interface SignInProps {
  request: HostedRequest;
  onSignedIn: () => Promise<void>;
  /** The person was signed in a moment ago and the session ended (expired, or signed out elsewhere). */
  sessionLost?: boolean;
  /** The email of whoever was signed in before the session ended. */
  lastEmail?: string | undefined;
}

const SESSION_LOST = 'You were signed out, because your session ended or you logged out in another tab. Log in again to continue where you left off.';

export function SignIn({ request, onSignedIn, sessionLost = false, lastEmail }: SignInProps) {
  const [mode, setMode] = useState<Mode>(() => initialMode(request, sessionLost));
  // The email survives switching between the forms; everything else starts afresh.
  const [email, setEmail] = useState(lastEmail ?? request.email ?? '');
  const [notice, setNotice] = useState<string | undefined>(sessionLost ? SESSION_LOST : undefined);
  const switchTo = (next: Mode, message?: string) => {
    window.history.replaceState(null, '', urlFor(next));
    setNotice(message);
    setMode(next);
  };
  const shared = { request, email, setEmail, onSwitch: switchTo };
  if (mode === 'reset') return <ResetForm key={mode} sandbox={request.sandbox} email={email} setEmail={setEmail} onSwitch={switchTo} />;
  return <SignInForm key={mode} mode={mode} onSignedIn={onSignedIn} notice={notice} {...shared} />;
}
