// Warns before the authorization request expires (it has `expiresAt`), so nobody loses their
// work to a link that stopped working without notice.
import { useEffect, useState } from 'react';

/** How long before the end the warning shows. */
const WARN_MS = 5 * 60_000;

export function ExpiryWarning({ expiresAt }: { expiresAt: string }) {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = end - now;
  const time = new Date(end).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <p role="status" className={left <= WARN_MS ? 'notice notice-warning' : 'visually-hidden'}>
      {left <= 0
        ? 'This request has expired. Go back to the app and start again.'
        : left <= WARN_MS
          ? `This request expires at ${time}. Finish before then, or start again from the app.`
          : ''}
    </p>
  );
}
