// The dashboard: reads the session, then shows the screen the address names (signed-out visitors
// see sign-in, sign-up or the code; everyone else the sections).
import { useRef, useState } from 'react';
import { Skeleton } from '@emoney/onboarding/components/Skeleton';
import { HeadingFocusContext } from '@emoney/onboarding/components/ScreenHeading';
import { api } from './api/client';
import type { Session } from './api/types';
import { href, PUBLIC_ROUTES, type Route } from './state/route';
import { SessionContext } from './state/SessionContext';
import { navigate, useRoute } from './state/useRoute';
import { useSessionState } from './state/useSessionState';
import { Shell } from './theme/Shell';
import { Screen } from './screens/Screen';
import { SignIn } from './screens/session/SignIn';
import { SignUp } from './screens/session/SignUp';
import { Verify } from './screens/session/Verify';

function publicScreen(route: Route, onSignedIn: (session: Session) => void, error: Parameters<typeof SignIn>[0]['error']) {
  if (route.name === 'signUp') return <SignUp invitedEmail={route.email} />;
  if (route.name === 'verify') return <Verify email={route.email} onSignedIn={onSignedIn} />;
  return <SignIn onSignedIn={onSignedIn} error={error} />;
}

export function App() {
  const route = useRoute();
  const { state, refresh, signedIn, signedOut } = useSessionState();
  const [signingOut, setSigningOut] = useState(false);
  // After the first navigation, each new screen's heading takes the focus (as in the hosted screens);
  // the page first opened keeps the browser's own focus, even when its heading waits for a read.
  // Set while rendering (idempotent), not in an effect: the new screen's heading focuses in its own
  // effect, which runs before this component's.
  const firstShown = useRef(false);
  const firstPage = useRef(href(route));
  if (href(route) !== firstPage.current) firstShown.current = true;

  const onSignedIn = (session: Session) => {
    signedIn(session);
    // From sign-in, sign-up or the code to the apps; a deep link that asked to sign in stays where it was.
    if (PUBLIC_ROUTES.has(route.name)) navigate({ name: 'apps' }, { replace: true });
  };

  const signOut = async () => {
    setSigningOut(true);
    // Whatever it answers (401: signed out already), this browser is signed out now.
    await api.POST('/session/logout').catch(() => undefined);
    setSigningOut(false);
    signedOut();
    navigate({ name: 'signIn' });
  };

  let content;
  if (state.state === 'loading') {
    content = (
      <Shell route={route}>
        <Skeleton />
      </Shell>
    );
  } else if (state.state === 'signedOut') {
    content = (
      <Shell route={route} sandbox={state.sandbox ?? false}>
        {publicScreen(route, onSignedIn, state.error)}
      </Shell>
    );
  } else {
    content = (
      <SessionContext.Provider value={{ session: state.session, refresh }}>
        <Shell route={route} session={state.session} signingOut={signingOut} onSignOut={() => void signOut()}>
          <Screen route={route} />
        </Shell>
      </SessionContext.Provider>
    );
  }
  return <HeadingFocusContext.Provider value={firstShown}>{content}</HeadingFocusContext.Provider>;
}
