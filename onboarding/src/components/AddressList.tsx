// The wallet addresses linked to the profile, with their chains (each shortened, with a copy button).
import type { LinkedAddress } from '../api/client';
import { chainName } from '../flow/chains';
import { BusyButton } from './BusyButton';
import { toChecksumAddress } from '../flow/checksum';
import { ShortAddress } from './ShortAddress';

interface AddressListProps {
  addresses: readonly LinkedAddress[];
  /** Gives each item an id (and makes it focusable), for moving focus to a new wallet. */
  itemId?: (address: LinkedAddress) => string;
  /** Offered on the links the server marks `removable`. */
  onRemove?: (address: LinkedAddress) => void;
  /** Another action on the screen is running. */
  blocked?: boolean;
}

export function AddressList({ addresses, itemId, onRemove, blocked = false }: AddressListProps) {
  return (
    <ul className="address-list">
      {addresses.map((a) => (
        <li key={`${a.chain}:${a.address}`} id={itemId?.(a)} tabIndex={itemId === undefined ? undefined : -1}>
          <ShortAddress address={a.address} />
          <span className="tag">{chainName(a.chain)}</span>
          {onRemove !== undefined && a.removable === true && (
            <BusyButton variant="link" blocked={blocked} onClick={() => onRemove(a)}>
              Remove<span className="visually-hidden"> {toChecksumAddress(a.address)} on {chainName(a.chain)}</span>
            </BusyButton>
          )}
        </li>
      ))}
    </ul>
  );
}
