import { cookies } from 'next/headers';
import { Dashboard } from '@/components/Dashboard';
import { SignInWithEthereum } from '@/components/SignInWithEthereum';
import { isSignedIn, SESSION_COOKIE } from '@/lib/session';

const REASONS: Record<string, string> = {
  access_denied: 'You declined the request: nothing was shared.',
  state_mismatch: 'That sign-in was started in another tab or has expired. Try again.',
};

export default async function Home({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  if (isSignedIn((await cookies()).get(SESSION_COOKIE)?.value)) return <Dashboard />;
  const { error } = await searchParams;
  return (
    <section className="card stack">
      <h1>Euro on your wallet</h1>
      <p>Receive euro by bank transfer, send it to any IBAN, and move it between chains, signed by your own wallet.</p>
      {error && <p role="alert">{REASONS[error] ?? `Sign-in did not finish (${error}).`}</p>}
      <a className="button" href="/auth/sign-in">
        Sign in with emoney
      </a>
      <SignInWithEthereum />
    </section>
  );
}
