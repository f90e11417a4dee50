import type { ReactNode } from 'react';

/** A note or a warning set apart from the prose: a titled box, its kind said in words (not colour alone). */
export function Callout({ kind, title, children }: { kind: 'note' | 'warning'; title?: string; children: ReactNode }) {
  const label = title ?? (kind === 'note' ? 'Note' : 'Warning');
  return (
    <aside className={`callout callout-${kind}`} aria-label={label}>
      <p className="callout-title">
        <span aria-hidden="true" className="callout-icon">
          {kind === 'note' ? 'i' : '!'}
        </span>
        {label}
      </p>
      <div className="callout-body">{children}</div>
    </aside>
  );
}

export function Note({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Callout kind="note" title={title}>
      {children}
    </Callout>
  );
}

export function Warning({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Callout kind="warning" title={title}>
      {children}
    </Callout>
  );
}
