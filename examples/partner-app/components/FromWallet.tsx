'use client';
/** Which linked wallet (and chain) an order is paid from. */
import { useAddresses } from '@emoney/react-provider';
import type { Chain } from '@emoney/sdk';
import { useEffect } from 'react';

export interface Source {
  address: string;
  chain: Chain;
}

export function FromWallet({ value, onChange }: { value: Source | undefined; onChange: (source: Source) => void }) {
  const { data } = useAddresses();
  const options = (data ?? []).flatMap((a) => a.chains.map((chain) => ({ address: a.address, chain })));
  const key = (s: Source) => `${s.address}:${s.chain}`;
  const first = options[0];
  // Preselect the first wallet once the list has loaded.
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first?.address, first?.chain]);
  return (
    <label>
      From
      <select value={value ? key(value) : ''} onChange={(e) => onChange(options.find((o) => key(o) === e.target.value)!)}>
        {options.map((o) => (
          <option key={key(o)} value={key(o)}>
            {o.address.slice(0, 8)}… on {o.chain}
          </option>
        ))}
      </select>
    </label>
  );
}
