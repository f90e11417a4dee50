// A wallet address shortened to its first and last characters (`0x00EE…0A8A`) so it never wraps
// mid-string, with a copy button. The whole address stays in the page: as the tooltip, as the text
// screen readers read, and in a selection or a copy of the text (its middle is drawn at no size,
// not left out; the ellipsis is drawn by the stylesheet, so it is neither read nor copied).
import { useEffect, useState } from 'react';
import { shortAddress, ADDRESS_HEAD, ADDRESS_TAIL } from '../flow/shortAddress';
import { toChecksumAddress } from '../flow/checksum';

/** How long "Copied" stays next to the button. */
const COPIED_FOR_MS = 4000;

export function ShortAddress({ address }: { address: string }) {
  const full = toChecksumAddress(address);
  const short = shortAddress(full);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (said === '') return;
    const timer = setTimeout(() => setSaid(''), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(full);
      setSaid('Copied');
    } catch {
      // No clipboard (a refused permission): the address can still be selected and copied.
      setSaid('Select the address to copy it');
    }
  };

  return (
    <span className="short-address">
      {short === full ? (
        <span className="address">{full}</span>
      ) : (
        <span className="address address-short" title={full}>
          {full.slice(0, ADDRESS_HEAD)}
          <span className="address-middle">{full.slice(ADDRESS_HEAD, -ADDRESS_TAIL)}</span>
          <span className="address-tail">{full.slice(-ADDRESS_TAIL)}</span>
        </span>
      )}
      <button type="button" className="button button-link copy-address" onClick={() => void copy()}>
        Copy<span className="visually-hidden"> address {short}</span>
      </button>
      <span role="status" className="copy-status">
        {said}
      </span>
    </span>
  );
}
