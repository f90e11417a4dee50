/**
 * The "Try it" button of an operation in the API reference. The panel's code (theme/TryItPanel.tsx
 * and what it uses) is fetched when a reader first opens one, so the page does not pay for it at load.
 */
import { useId, useState, type ComponentType } from 'react';
import type { TryItOperation } from '../reference/tryItModel.js';
import type { TryItPanelProps } from './TryItPanel.js';
import { Spinner } from './Spinner.js';

type Panel = ComponentType<TryItPanelProps>;
let panelModule: Promise<Panel> | undefined;
function loadPanel(): Promise<Panel> {
  panelModule ??= import('./TryItPanel.js').then((m) => m.default);
  panelModule.catch(() => (panelModule = undefined));
  return panelModule;
}

export interface TryItLauncherProps {
  operation: TryItOperation;
  tokenEndpoint?: { path: string; accept: string };
  defaultBaseUrl: string;
}

export function TryItLauncher(props: TryItLauncherProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Panel | 'failed' | undefined>();
  const label = `${props.operation.method.toUpperCase()} ${props.operation.path}`;
  const load = () => {
    loadPanel().then(
      (p) => setPanel(() => p),
      () => setPanel('failed'),
    );
  };
  const toggle = () => {
    if (!open && typeof Panel !== 'function') load();
    setOpen(!open);
  };
  return (
    <div className="try-it">
      {/* Named after its operation (every one of the page reads "Try it"); opened or closed by aria-expanded. */}
      <button
        type="button"
        className="try-it-toggle"
        aria-label={`Try it: ${label}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
        onPointerEnter={() => void loadPanel().catch(() => undefined)}
      >
        Try it
      </button>
      <section id={id} className="try-it-section" aria-label={`Try it: ${label}`} hidden={!open}>
        {open && Panel === undefined && <Spinner />}
        {open && Panel === 'failed' && (
          <p role="alert">
            The Try it panel could not be loaded.{' '}
            <button type="button" onClick={load}>
              Retry
            </button>
          </p>
        )}
        {/* Kept when closed: the reader's values and the last answer stay for when it opens again. */}
        {typeof Panel === 'function' && <Panel {...props} />}
      </section>
    </div>
  );
}
