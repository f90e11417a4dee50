// How times and money read on every screen (the reader's locale, their time zone).

export function formatTime(iso: string | undefined): string {
  if (iso === undefined) return '–';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

export function formatAmount(amount: string | number, currency: string): string {
  return `${amount} ${currency.toUpperCase()}`;
}

/** `client_credentials` → "Client credentials". */
export function humanize(value: string): string {
  const words = value.replace(/[_.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An order's counterpart in one line: the IBAN or address it names, and the holder's name when given. */
export function counterpartText(counterpart: unknown): string | undefined {
  if (counterpart === undefined || counterpart === null) return undefined;
  if (typeof counterpart === 'string') return counterpart;
  if (typeof counterpart !== 'object') return String(counterpart);
  const c = counterpart as { identifier?: Record<string, unknown>; details?: { name?: unknown } };
  const id = c.identifier ?? {};
  const where = [id.iban, id.address, id.chain].filter((v): v is string => typeof v === 'string').join(' on ');
  const who = typeof c.details?.name === 'string' ? c.details.name : undefined;
  const text = [who, where].filter(Boolean).join(', ');
  return text === '' ? JSON.stringify(counterpart) : text;
}
