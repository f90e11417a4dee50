/** Text whose `backticked` names show as code: the changelog's entries are written that way. */
export function BacktickText({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}
