/**
 * Where the Try it panels go in the reference Redoc rendered: one element per operation, placed
 * under the operation's title in its middle column, for a React portal. Redoc owns the markup
 * around it; when it renders an operation anew (another theme, a section re-rendered) the slot is
 * placed again.
 */
import { useEffect, useState } from 'react';

export interface OperationSlot {
  operationId: string;
  host: HTMLElement;
}

const SECTION = '[data-section-id^="operation/"]';

function place(root: HTMLElement, known: ReadonlySet<string>, hosts: Map<string, HTMLElement>): boolean {
  let changed = false;
  for (const section of root.querySelectorAll<HTMLElement>(SECTION)) {
    // Redoc marks an operation twice (its tag's wrapper, then the operation itself): the latter's id is its section id.
    if (section.id !== section.dataset.sectionId) continue;
    const operationId = section.id.slice('operation/'.length);
    if (!known.has(operationId)) continue;
    const title = section.firstElementChild?.querySelector(':scope > h2');
    if (!title) continue;
    const existing = hosts.get(operationId);
    if (existing?.isConnected && existing.previousElementSibling === title) continue;
    const host = document.createElement('div');
    host.className = 'try-it-slot';
    title.after(host);
    hosts.set(operationId, host);
    changed = true;
  }
  return changed;
}

/** The slots of the operations in `known`, once Redoc has rendered (`ready`). */
export function useOperationSlots(root: HTMLElement | null, ready: boolean, known: ReadonlySet<string>): OperationSlot[] {
  const [slots, setSlots] = useState<OperationSlot[]>([]);
  useEffect(() => {
    if (!root || !ready || known.size === 0) return;
    const hosts = new Map<string, HTMLElement>();
    const publish = () => setSlots([...hosts].map(([operationId, host]) => ({ operationId, host })));
    place(root, known, hosts);
    publish();
    let queued = 0;
    const observer = new MutationObserver(() => {
      queued ||= requestAnimationFrame(() => {
        queued = 0;
        if (place(root, known, hosts)) publish();
      });
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(queued);
      for (const host of hosts.values()) host.remove();
      setSlots([]);
    };
  }, [root, ready, known]);
  return slots;
}
