import { Field } from './Field';

/** The email field of every sign-in form: the browser's email keyboard and autofill. */
export function EmailField({ email, setEmail, error }: { email: string; setEmail: (email: string) => void; error: string | undefined }) {
  return (
    <Field id="email" label="Email" error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      )}
    </Field>
  );
}
