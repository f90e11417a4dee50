'use client';
/** Bridge: EURe from one chain to an address on another, as a cross-chain order signed like a payment. */
import { placeOrderMessage, type Chain } from '@emoney/sdk';
import { useState, type FormEvent } from 'react';
import { FromWallet, type Source } from '@/components/FromWallet';
import { SignAndPlace, type Draft } from '@/components/SignAndPlace';

const CHAINS: Chain[] = ['sepolia', 'chiado', 'amoy', 'arbitrumsepolia', 'lineasepolia', 'basesepolia'];

export default function Bridge() {
  const [source, setSource] = useState<Source>();
  const [review, setReview] = useState<{ draft: Draft; message: string }>();

  function onReview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chain = String(form.get('chain')) as Chain;
    const address = String(form.get('address') ?? '').trim() || source?.address || '';
    const amount = String(form.get('amount') ?? '').trim();
    if (!source) return;
    setReview({
      message: placeOrderMessage({ amount, currency: 'eur', address, chain }),
      draft: { ...source, currency: 'eur', amount, counterpart: { identifier: { standard: 'chain', address, chain }, details: {} } },
    });
  }

  return (
    <section className="card stack">
      <h1>Move between chains</h1>
      {review ? (
        <SignAndPlace draft={review.draft} message={review.message} />
      ) : (
        <form className="stack" onSubmit={onReview}>
          <FromWallet value={source} onChange={setSource} />
          <label>
            To chain
            <select name="chain" defaultValue="chiado">
              {CHAINS.filter((c) => c !== source?.chain).map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          <label>
            To address (empty: the same wallet)
            <input name="address" autoComplete="off" pattern="0x[0-9a-fA-F]{40}" placeholder="0x…" />
          </label>
          <label>
            Amount (EUR)
            <input name="amount" required inputMode="decimal" pattern="\d+(\.\d{1,2})?" />
          </label>
          <button type="submit" disabled={!source}>
            Review
          </button>
        </form>
      )}
    </section>
  );
}
