'use client';
/** The order WebSocket, open while signed in: each update lands in the hooks' cache and in this list. */
import { useSubscribeOrderNotification } from '@emoney/react-provider';
import { useState } from 'react';

export function LiveOrders() {
  const [updates, setUpdates] = useState<string[]>([]);
  const { isSubscribed } = useSubscribeOrderNotification({
    onNotification: (n) => setUpdates((shown) => [`Order ${n.data.id.slice(0, 8)}: ${n.data.state}`, ...shown].slice(0, 5)),
  });
  return (
    <aside className="live" aria-label="Live order updates">
      <span className={isSubscribed ? 'dot on' : 'dot'} /> {isSubscribed ? 'Live updates on' : 'Connecting…'}
      <ul aria-live="polite" id="live-updates">
        {updates.map((u, i) => (
          <li key={`${i}-${u}`}>{u}</li>
        ))}
      </ul>
    </aside>
  );
}
