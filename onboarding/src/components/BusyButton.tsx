// A button that is disabled and marked aria-busy while its action runs; its name never changes.
import type { ButtonHTMLAttributes } from 'react';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** This button's action is running. */
  busy?: boolean;
  /** Another action on the screen is running. */
  blocked?: boolean;
  variant?: 'primary' | 'secondary' | 'link';
}

export function BusyButton({ busy = false, blocked = false, variant = 'primary', disabled, className, type = 'button', ...rest }: BusyButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[`button button-${variant}`, className].filter(Boolean).join(' ')}
      disabled={busy || blocked || disabled}
      aria-busy={busy || undefined}
    />
  );
}
