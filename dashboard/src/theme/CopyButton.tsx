// Copies a value to the clipboard and says so in a live region (the button's name stays the same).
import { useEffect, useState } from 'react';

interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's accessible name: "Copy client id". */
  what: string;
}

export function CopyButton({ value, what }: CopyButtonProps) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (said === '') return;
    const t = setTimeout(() => setSaid(''), 4000);
    return () => clearTimeout(t);
  }, [said]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(`${capitalized(what)} copied.`);
    } catch {
      // No clipboard (an http page other than localhost, a refused permission): the value is selectable.
      setSaid('Copying is not allowed here: select the text and copy it.');
    }
  };
  return (
    <>
      <button type="button" className="button button-secondary button-small" onClick={() => void copy()} aria-label={`Copy ${what}`}>
        Copy
      </button>
      <span role="status" className="muted">
        {said}
      </span>
    </>
  );
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
