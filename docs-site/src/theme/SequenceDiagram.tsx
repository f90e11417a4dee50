import { useId } from 'react';

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

const FONT_SIZE = 13;
/** An estimate of a label's width in px, on the safe side (system-ui at 13 px averages about 0.5 em a character). */
const textWidth = (text: string) => Math.ceil(text.length * FONT_SIZE * 0.53);

/**
 * Where each lifeline goes: every gap between neighbours is wide enough for the labels written in
 * it, so no label crosses a lifeline. A label starts beside its sender's lifeline, on the side of
 * the receiver (a message to oneself: right of the loop).
 */
export function sequenceLayout(participants: readonly string[], messages: readonly { from: string; to: string; label: string }[]) {
  const boxWidths = participants.map((p) => Math.max(120, textWidth(p) + 24));
  const gaps = participants.slice(1).map((_, i) => Math.max(60, (boxWidths[i]! + boxWidths[i + 1]!) / 2 + 16));
  let rightMargin = boxWidths.at(-1)! / 2;
  for (const m of messages) {
    const from = participants.indexOf(m.from);
    const to = participants.indexOf(m.to);
    const need = from === to ? 28 + textWidth(m.label) + 8 : textWidth(m.label) + 18;
    // Rightwards (or to oneself), the label takes the gap right of the sender; leftwards, the gap left of it.
    const gap = from <= to ? from : from - 1;
    if (gap >= 0 && gap < gaps.length) gaps[gap] = Math.max(gaps[gap]!, need);
    else rightMargin = Math.max(rightMargin, need);
  }
  const xs: number[] = [boxWidths[0]! / 2 + 4];
  gaps.forEach((g, i) => xs.push(xs[i]! + g));
  return { xs, boxWidths, width: Math.ceil(xs.at(-1)! + rightMargin + 4) };
}

/**
 * Drawn at its natural size (13 px text) in the theme's colours. On a phone the same messages come
 * first as numbered steps, one under the other, read without scrolling; the drawing follows and
 * scrolls sideways (styles.css).
 */
export function SequenceDiagram({ source, title }: { source: string; title: string }) {
  const { participants, messages } = parseSequence(source);
  const { xs, boxWidths, width } = sequenceLayout(participants, messages);
  const rowHeight = 40;
  const top = 56;
  const height = top + messages.length * rowHeight + 24;
  const x = (p: string) => xs[participants.indexOf(p)]!;
  const arrow = `seq-arrow-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <figure className="diagram" tabIndex={0} aria-label={title}>
      <ol className="diagram-steps">
        {messages.map((m, i) => (
          <li key={i}>
            <span className="diagram-step-parties">{m.from === m.to ? m.from : `${m.from} → ${m.to}`}</span>
            <span className="diagram-step-label">{m.label}</span>
          </li>
        ))}
      </ol>
      <svg className="diagram-drawing" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} width={width} height={height} fontFamily="system-ui, sans-serif" fontSize={FONT_SIZE}>
        <title>{title}</title>
        <defs>
          <marker id={arrow} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0L10 5L0 10z" className="seq-arrowhead" />
          </marker>
        </defs>
        {participants.map((p, i) => (
          <g key={p}>
            <line x1={x(p)} y1={36} x2={x(p)} y2={height - 4} className="seq-lifeline" strokeDasharray="4 4" />
            <rect x={x(p) - boxWidths[i]! / 2} y={4} width={boxWidths[i]} height={32} rx={5} className="seq-box" />
            <text x={x(p)} y={25} textAnchor="middle" className="seq-text" fontWeight="600">
              {p}
            </text>
          </g>
        ))}
        {messages.map((m, i) => {
          const y = top + i * rowHeight + 14;
          const self = m.from === m.to;
          const leftwards = x(m.to) < x(m.from);
          return (
            <g key={i}>
              {self ? (
                <path d={`M${x(m.from)} ${y - 6}h20v12h-20`} fill="none" className="seq-message" markerEnd={`url(#${arrow})`} />
              ) : (
                <line x1={x(m.from)} y1={y} x2={x(m.to)} y2={y} className="seq-message" markerEnd={`url(#${arrow})`} />
              )}
              <text x={self ? x(m.from) + 28 : leftwards ? x(m.from) - 9 : x(m.from) + 9} y={self ? y + 4 : y - 7} textAnchor={leftwards ? 'end' : 'start'} className="seq-text seq-label">
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
