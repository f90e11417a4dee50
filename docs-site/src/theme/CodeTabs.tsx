import { Children, isValidElement, useEffect, useId, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { KEYS, readLocal, writeLocal } from '../state/storage.js';
import { languageLabel, languageOfCode, type CodeBlockProps } from './CodeBlock.js';

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
