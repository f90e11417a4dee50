import { Children, isValidElement, useState, type ReactNode } from 'react';
import { textOf } from './slug.js';

/** How a fence's language is named in a block's header bar. */
const LANGUAGE_LABELS: Record<string, string> = {
  ts: 'TypeScript',
  tsx: 'TSX',
  js: 'JavaScript',
  jsx: 'JSX',
  json: 'JSON',
  sh: 'Shell',
  bash: 'Shell',
  http: 'HTTP',
  yaml: 'YAML',
  diff: 'Diff',
  text: 'Text',
};
export function languageLabel(lang: string | undefined): string {
  return LANGUAGE_LABELS[lang ?? 'text'] ?? (lang ?? 'text').toUpperCase();
}

export interface CodeBlockProps {
  children?: ReactNode;
  className?: string;
  /** The fence's language (set by the build's highlighter, scripts/rehypeHighlight.ts). */
  'data-language'?: string;
  /** The rest of the fence line, kept as written (e.g. `runnable`, `schema=Error`, `tab="curl"`). */
  'data-meta'?: string;
  /** A label for the header bar instead of the language name. */
  label?: string;
}

function CopyButton({ text }: { text: () => string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(text()).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <button type="button" className="copy-code" onClick={copy} aria-label="Copy the code">
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

/**
 * A code block (MDX `pre`): a header bar with the language and a copy button, then the code,
 * highlighted at build time (light and dark colours as CSS variables).
 */
export function CodeBlock({ children, className, label, 'data-language': lang, 'data-meta': meta }: CodeBlockProps) {
  const name = label ?? languageLabel(lang ?? languageOfCode(children));
  return (
    <div className="code-block">
      <div className="code-header">
        <span className="code-language">{name}</span>
        <CopyButton text={() => textOf(children).replace(/\n$/, '')} />
      </div>
      <pre tabIndex={0} className={className} data-language={lang} data-meta={meta} aria-label={`${name} code`}>
        {children}
      </pre>
    </div>
  );
}

/** The language of a plain `<code class="language-x">` child (blocks not highlighted by the build). */
export function languageOfCode(children: ReactNode): string | undefined {
  let lang: string | undefined;
  Children.forEach(children, (child) => {
    if (isValidElement<{ className?: string }>(child)) lang ??= /language-(\S+)/.exec(child.props.className ?? '')?.[1];
  });
  return lang;
}
