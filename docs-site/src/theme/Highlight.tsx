/** A text with the given words marked wherever they occur (case-insensitive): the search's matches. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const words = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  // split with one capturing group: the odd parts are the matches.
  return <>{text.split(pattern).map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))}</>;
}
