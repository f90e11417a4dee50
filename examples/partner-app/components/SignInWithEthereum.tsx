'use client';
/** Sign-In with Ethereum for a returning customer: this app's server writes the message, the wallet signs it. */
import { useState } from 'react';
import { connectWallet, signWithWallet } from './wallet';

export function SignInWithEthereum() {
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();

  async function signIn() {
    setError(undefined);
    try {
      const [address] = await connectWallet();
      if (!address) throw new Error('The wallet shared no account');
      const made = await fetch(`/auth/siwe?address=${address}&chain=sepolia`);
      const { message: text } = (await made.json()) as { message: string };
      setMessage(text); // shown while the wallet asks
      const signature = await signWithWallet(text, address);
      const answer = await fetch('/auth/siwe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: text, signature }) });
      if (!answer.ok) throw new Error(((await answer.json()) as { message?: string }).message ?? `HTTP ${answer.status}`);
      location.assign('/');
    } catch (e) {
      setError((e as Error).message);
    }
  }

  return (
    <div className="stack">
      <button type="button" className="secondary" onClick={signIn}>
        Sign in with Ethereum
      </button>
      {message && (
        <figure>
          <figcaption>Your wallet is asked to sign:</figcaption>
          <pre className="message">{message}</pre>
        </figure>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
