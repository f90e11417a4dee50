import { useState, type ReactNode } from 'react';
import { textOf } from './slug.js';

/** A code block (MDX `pre`) with a copy button. */
export function CodeBlock({ children }: { children?: ReactNode }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(textOf(children).replace(/\n$/, '')).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <div className="code-block">
      <pre tabIndex={0}>{children}</pre>
      <button type="button" className="copy-code" onClick={copy} aria-label="Copy the code">
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
