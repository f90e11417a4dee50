/** A QR code as inline SVG (uqr: no canvas, no network). */
import { renderSVG } from 'uqr';

export function Qr({ text, label }: { text: string; label: string }) {
  return <div className="qr" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: renderSVG(text, { border: 2 }) }} />;
}

/** An EPC QR code's text (European Payments Council, SEPA credit transfer): banking apps prefill the transfer from it. */
export function epcTransfer({ bic, name, iban }: { bic: string; name: string; iban: string }): string {
  return ['BCD', '002', '1', 'SCT', bic, name.slice(0, 70), iban.replace(/\s+/g, '')].join('\n');
}
