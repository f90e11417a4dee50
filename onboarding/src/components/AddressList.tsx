// The wallet addresses linked to the profile, with their chains.
import type { LinkedAddress } from '../api/client';
import { chainName } from '../flow/chains';
import { toChecksumAddress } from '../flow/checksum';

interface AddressListProps {
  addresses: readonly LinkedAddress[];
  /** Gives each item an id (and makes it focusable), for moving focus to a new wallet. */
  itemId?: (address: LinkedAddress) => string;
}

export function AddressList({ addresses, itemId }: AddressListProps) {
  return (
    <ul className="address-list">
      {addresses.map((a) => (
        <li key={`${a.chain}:${a.address}`} id={itemId?.(a)} tabIndex={itemId === undefined ? undefined : -1}>
          <span className="address">{toChecksumAddress(a.address)}</span>
          <span className="tag">{chainName(a.chain)}</span>
        </li>
      ))}
    </ul>
  );
}
