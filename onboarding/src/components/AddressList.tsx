// The wallet addresses linked to the profile, with their chains.
import type { LinkedAddress } from '../api/client';
import { chainName } from '../flow/chains';
import { toChecksumAddress } from '../flow/checksum';

export function AddressList({ addresses }: { addresses: readonly LinkedAddress[] }) {
  return (
    <ul className="address-list">
      {addresses.map((a) => (
        <li key={`${a.chain}:${a.address}`}>
          <span className="address">{toChecksumAddress(a.address)}</span>
          <span className="tag">{chainName(a.chain)}</span>
        </li>
      ))}
    </ul>
  );
}
