'use client';
/** Receive: the customer's personal IBAN (and its QR code); a bank transfer to it mints EURe on the wallet. */
import { useAddresses, useIBANs, useRequestIban } from '@emoney/react-provider';
import { shortenAddress } from '@emoney/sdk';
import { epcTransfer, Qr } from '@/components/Qr';

export default function Receive() {
  // While an IBAN is being issued, ask again every few seconds; stop once it is decided.
  const ibans = useIBANs(undefined, { refetchInterval: (query) => (query.state.data?.some((i) => i.state === 'pending') ? 3000 : false) });
  const addresses = useAddresses();
  const request = useRequestIban();
  const first = addresses.data?.[0];

  return (
    <section className="card stack">
      <h1>Receive</h1>
      {ibans.data?.map((iban) => (
        <article key={iban.iban} className="iban stack" data-state={iban.state}>
          <p>
            Transfer euro to this IBAN from any bank: it arrives as EURe on {shortenAddress(iban.address)} ({iban.chain}).
          </p>
          <dl>
            <dt>IBAN</dt>
            <dd id="iban">{iban.iban}</dd>
            <dt>BIC</dt>
            <dd>{iban.bic}</dd>
            <dt>Name</dt>
            <dd>{iban.name}</dd>
            <dt>State</dt>
            <dd id="iban-state">{iban.state}</dd>
          </dl>
          {iban.state === 'approved' && <Qr text={epcTransfer(iban)} label={`QR code of IBAN ${iban.iban}`} />}
        </article>
      ))}
      {ibans.data?.length === 0 && first && (
        <>
          <p>You have no IBAN yet. Ask for one on {shortenAddress(first.address)}:</p>
          <button type="button" disabled={request.isPending} onClick={() => request.mutate({ address: first.address, chain: first.chains[0]! })}>
            Get my IBAN
          </button>
        </>
      )}
      {request.error && <p role="alert">{request.error.message}</p>}
    </section>
  );
}
