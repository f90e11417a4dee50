// A password input with a "Show password" toggle (aria-pressed), so people can check what they typed.
// The toggle is an eye inside the field's right end: the field keeps its width on a narrow phone.
import { useState } from 'react';
import { Field } from './Field';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
  error?: string | undefined;
  hint?: string | undefined;
}

export function PasswordField({ id, label, value, onChange, autoComplete, error, hint }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="password-input">
          <input
            {...control}
            type={shown ? 'text' : 'password'}
            name={id}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            required
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          <button type="button" className="password-toggle" aria-pressed={shown} aria-controls={id} aria-label="Show password" title={shown ? 'Hide password' : 'Show password'} onClick={() => setShown(!shown)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
              {shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
            </svg>
          </button>
        </div>
      )}
    </Field>
  );
}
