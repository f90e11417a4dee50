// A labelled form control with an optional hint and an inline error wired by aria-describedby.
import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ id, label, error, hint, children }: FieldProps) {
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error === undefined ? 'field' : 'field field-invalid'}>
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p className="field-error" id={errorId}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {children({ id, 'aria-invalid': error === undefined ? undefined : true, 'aria-describedby': describedBy })}
    </div>
  );
}
