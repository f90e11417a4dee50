'use client';
/**
 * The last step of sending: the exact message is shown, the customer's wallet signs it (or a
 * signature made elsewhere is pasted), and the signed order is placed.
 */
import { usePlaceOrder, useOrder } from '@emoney/react-provider';
import type { NewOrder } from '@emoney/sdk';
import { useState } from 'react';
import { signWithWallet } from './wallet';

export type Draft = Omit<NewOrder, 'message' | 'signature' | 'kind'>;

// #region sign-and-place
export function SignAndPlace({ draft, message }: { draft: Draft; message: string }) {
  const [signature, setSignature] = useState('');
  const [signError, setSignError] = useState<string>();
  const place = usePlaceOrder();
  const placed = place.data && 'id' in place.data ? place.data : undefined;
  const order = useOrder(placed?.id); // kept current by the order WebSocket (LiveOrders)

  async function sign() {
    setSignError(undefined);
    try {
      setSignature(await signWithWallet(message, draft.address));
    } catch (e) {
      setSignError((e as Error).message);
    }
  }

  if (placed) {
    return (
      <p id="order" data-order={placed.id}>
        Order {placed.id.slice(0, 8)} is <strong id="order-state">{order.data?.state ?? placed.state}</strong>.
      </p>
    );
  }
  return (
    <div className="stack">
      <figure>
        <figcaption>Your wallet signs exactly this (valid for 5 minutes):</figcaption>
        <pre className="message" id="order-message">
          {message}
        </pre>
      </figure>
      <button type="button" onClick={sign}>
        Sign with my wallet
      </button>
      <label>
        Or paste a signature of the message above
        <textarea name="signature" rows={2} value={signature} onChange={(e) => setSignature(e.target.value.trim())} placeholder="0x…" />
      </label>
      <button type="button" disabled={!/^0x[0-9a-fA-F]{130}$/.test(signature) || place.isPending} onClick={() => place.mutate({ ...draft, message, signature })}>
        Place order
      </button>
      {(signError ?? place.error) && <p role="alert">{signError ?? place.error?.message}</p>}
    </div>
  );
}
// #endregion sign-and-place
