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
