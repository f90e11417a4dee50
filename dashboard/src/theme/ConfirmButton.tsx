// A button whose action asks first, in a modal dialog (Escape or Cancel closes it; focus returns to
// the button). For what cannot be undone or cuts something off: delete, disable, reset.
import { useRef, type ReactNode } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';

interface ConfirmButtonProps {
  /** The button's label, also the dialog's confirming button. */
  label: string;
  /** The dialog's heading, a question. */
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  blocked?: boolean;
  danger?: boolean;
  variant?: 'primary' | 'secondary';
}

export function ConfirmButton({ label, title, children, onConfirm, busy = false, blocked = false, danger = true, variant = 'secondary' }: ConfirmButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `confirm-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <>
      <BusyButton variant={variant} busy={busy} blocked={blocked} onClick={() => dialog.current?.showModal()}>
        {label}
      </BusyButton>
      <dialog ref={dialog} className="confirm" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="actions">
          <button
            type="button"
            className={danger ? 'button button-danger' : 'button button-primary'}
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            {label}
          </button>
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()} autoFocus>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}
