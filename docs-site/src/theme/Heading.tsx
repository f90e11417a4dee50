import { useState, type ReactNode } from 'react';
import { slug, textOf } from './slug.js';

/** An h2/h3 with an id, a # anchor, and a button that copies the heading's link. */
export function Heading({ level, children }: { level: 2 | 3; children?: ReactNode }) {
  const id = slug(textOf(children));
  const [copied, setCopied] = useState(false);
  const Tag = level === 2 ? 'h2' : 'h3';
  const copy = () => {
    const url = `${location.origin}${location.pathname}#${id}`;
    void navigator.clipboard?.writeText(url).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <Tag id={id} className="heading">
      {children}
      <a className="heading-anchor" href={`#${id}`} aria-label={`Link to this section: ${textOf(children)}`}>
        #
      </a>
      <button type="button" className="copy-link" onClick={copy} aria-label={`Copy the link to ${textOf(children)}`}>
        {copied ? 'Copied' : 'Copy link'}
      </button>
    </Tag>
  );
}

export const H2 = ({ children }: { children?: ReactNode }) => <Heading level={2}>{children}</Heading>;
export const H3 = ({ children }: { children?: ReactNode }) => <Heading level={3}>{children}</Heading>;
