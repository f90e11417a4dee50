import { Children, isValidElement, useEffect, useId, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { KEYS, readLocal, writeLocal } from '../state/storage.js';
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
function languageOfCode(children: ReactNode): string | undefined {
  let lang: string | undefined;
  Children.forEach(children, (child) => {
    if (isValidElement<{ className?: string }>(child)) lang ??= /language-(\S+)/.exec(child.props.className ?? '')?.[1];
  });
  return lang;
}

/** The tab label of a block: `tab="…"` in its fence meta, else curl for shell, SDK for TypeScript, React for TSX. */
export function tabLabel(props: CodeBlockProps): string {
  const fromMeta = /\btab=(?:"([^"]*)"|(\S+))/.exec(props['data-meta'] ?? '');
  if (fromMeta) return (fromMeta[1] ?? fromMeta[2])!;
  const lang = props['data-language'] ?? languageOfCode(props.children);
  if (lang === 'sh' || lang === 'bash') return 'curl';
  if (lang === 'ts' || lang === 'js') return 'SDK';
  if (lang === 'tsx' || lang === 'jsx') return 'React';
  return languageLabel(lang);
}

const TAB_EVENT = 'emoney-docs:code-tab';

/**
 * One call shown several ways (curl, SDK, React…): each child code block is a tab. The reader's
 * choice is remembered (localStorage) and applies to every tab group of the site that offers it.
 */
export function CodeTabs({ children }: { children?: ReactNode }) {
  const blocks = Children.toArray(children).filter((c): c is ReactElement<CodeBlockProps> => isValidElement(c));
  const labels = blocks.map((b) => tabLabel(b.props));
  const [selected, setSelected] = useState(0);
  const id = useId();
  useEffect(() => {
    const pick = () => {
      const saved = readLocal(KEYS.codeTab);
      const at = saved ? labels.indexOf(saved) : -1;
      if (at >= 0) setSelected(at);
    };
    pick();
    window.addEventListener(TAB_EVENT, pick);
    return () => window.removeEventListener(TAB_EVENT, pick);
  }, [labels.join('\n')]); // the labels derive from the children, fixed per page
  const choose = (i: number) => {
    setSelected(i);
    writeLocal(KEYS.codeTab, labels[i]!);
    window.dispatchEvent(new Event(TAB_EVENT));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (selected + step + labels.length) % labels.length;
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="code-tabs">
      <div role="tablist" aria-label="Ways to make this call" className="code-tablist" onKeyDown={onKeyDown}>
        {labels.map((label, i) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className="code-tab"
            onClick={() => choose(i)}
          >
            {label}
          </button>
        ))}
      </div>
      {blocks.map((block, i) => (
        <div key={labels[i]} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== selected}>
          {block}
        </div>
      ))}
    </div>
  );
}
