'use client';
/** Send: a redeem order to a bank account. The form makes the order; SignAndPlace shows the message, gets it signed and places it. */
import { placeOrderMessage } from '@emoney/sdk';
import { useState, type FormEvent } from 'react';
import { FromWallet, type Source } from '@/components/FromWallet';
import { SignAndPlace, type Draft } from '@/components/SignAndPlace';

export default function Send() {
  const [source, setSource] = useState<Source>();
  const [review, setReview] = useState<{ draft: Draft; message: string }>();

  function onReview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    const iban = field('iban').replace(/\s+/g, '').toUpperCase();
    const amount = field('amount');
    if (!source) return;
    // The message is made once, here: what is shown is what is signed and sent.
    setReview({
      message: placeOrderMessage({ amount, currency: 'eur', iban }),
      draft: {
        ...source,
        currency: 'eur',
        amount,
        counterpart: { identifier: { standard: 'iban', iban }, details: { firstName: field('firstName'), lastName: field('lastName'), country: field('country') } },
        memo: field('memo') || undefined,
      },
    });
  }

  return (
    <section className="card stack">
      <h1>Send to a bank account</h1>
      {review ? (
        <SignAndPlace draft={review.draft} message={review.message} />
      ) : (
        <form className="stack" onSubmit={onReview}>
          <FromWallet value={source} onChange={setSource} />
          <label>
            IBAN
            <input name="iban" required autoComplete="off" placeholder="DE89 3704 0044 0532 0130 00" />
          </label>
          <div className="row">
            <label>
              First name
              <input name="firstName" required />
            </label>
            <label>
              Last name
              <input name="lastName" required />
            </label>
          </div>
          <label>
            Country
            <input name="country" required maxLength={2} defaultValue="DE" pattern="[A-Z]{2}" />
          </label>
          <label>
            Amount (EUR)
            <input name="amount" required inputMode="decimal" pattern="\d+(\.\d{1,2})?" placeholder="10.00" />
          </label>
          <label>
            Reference (optional)
            <input name="memo" maxLength={140} />
          </label>
          <button type="submit" disabled={!source}>
            Review
          </button>
        </form>
      )}
    </section>
  );
}
