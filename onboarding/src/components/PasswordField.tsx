// A password input with a "Show password" toggle (aria-pressed), so people can check what they typed.
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
          <button type="button" className="button button-secondary password-toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
            Show password
          </button>
        </div>
      )}
    </Field>
  );
}
