import type { ReactNode } from 'react';

export type Tone = 'ok' | 'client' | 'server' | 'warning' | 'bad' | 'other';

/** A state in words (colour only adds to them, so it reads in forced colours and to screen readers). */
export function Pill({ tone = 'other', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`pill pill-${tone}`}>{children}</span>;
}
