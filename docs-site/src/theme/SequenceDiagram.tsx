/**
 * A sequence diagram drawn as SVG from text, one message per line: `From -> To: label`
 * (participants in order of first mention). Rendered at build time into the page's HTML.
 */
export function parseSequence(source: string): { participants: string[]; messages: { from: string; to: string; label: string }[] } {
  const participants: string[] = [];
  const messages: { from: string; to: string; label: string }[] = [];
  for (const line of source.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const m = /^(.+?)\s*->\s*(.+?)\s*:\s*(.+)$/.exec(line);
    if (!m) throw new Error(`Not a sequence line: ${line}`);
    const [, from = '', to = '', label = ''] = m;
    for (const p of [from, to]) if (!participants.includes(p)) participants.push(p);
    messages.push({ from, to, label });
  }
  return { participants, messages };
}

export function SequenceDiagram({ source, title }: { source: string; title: string }) {
  const { participants, messages } = parseSequence(source);
  const colWidth = 190;
  const rowHeight = 38;
  const top = 50;
  const width = participants.length * colWidth;
  const height = top + messages.length * rowHeight + 30;
  const x = (p: string) => participants.indexOf(p) * colWidth + colWidth / 2;
  return (
    <figure className="diagram">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} width={width} height={height} fontFamily="system-ui, sans-serif" fontSize="12">
        <title>{title}</title>
        <defs>
          <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0L10 5L0 10z" fill="#1c1e21" />
          </marker>
        </defs>
        {participants.map((p) => (
          <g key={p}>
            <rect x={x(p) - 80} y={5} width={160} height={28} rx={5} fill="#e8f0fb" stroke="#0b5cad" />
            <text x={x(p)} y={24} textAnchor="middle" fill="#1c1e21" fontWeight="600">
              {p}
            </text>
            <line x1={x(p)} y1={33} x2={x(p)} y2={height - 5} stroke="#6b7280" strokeDasharray="4 4" />
          </g>
        ))}
        {messages.map((m, i) => {
          const y = top + i * rowHeight + 16;
          const self = m.from === m.to;
          return (
            <g key={i}>
              {self ? (
                <path d={`M${x(m.from)} ${y - 6}h30v12h-30`} fill="none" stroke="#1c1e21" markerEnd="url(#arrow)" />
              ) : (
                <line x1={x(m.from)} y1={y} x2={x(m.to)} y2={y} stroke="#1c1e21" markerEnd="url(#arrow)" />
              )}
              <text x={self ? x(m.from) + 36 : (x(m.from) + x(m.to)) / 2} y={y - 5} textAnchor={self ? 'start' : 'middle'} fill="#1c1e21">
                {m.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  );
}
