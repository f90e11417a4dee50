/**
 * The API reference (docs/api): Redoc 2 renders the bundled contract (generated/openapi.json, with
 * its curl and SDK samples). Redoc's standalone bundle is a static asset loaded by this page only,
 * so no other route pays for it; it was chosen by weight (about 327 kB gzip -9, where Redoc 3 is
 * about 584 kB) to keep the page within 450 kB at load. Redoc 2 sends no telemetry and fetches
 * nothing but the spec from the site itself.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import specUrl from '@emoney/api-types/openapi.json?url';
import redocUrl from 'virtual:redoc-standalone';
import { useTheme } from '../state/ThemeProvider.js';
import { redocOptions } from '../reference/redocTheme.js';
import { mendRedocMarkup } from '../reference/redocA11y.js';
import { defaultBaseUrl, tokenEndpoint, tryItOperations, type TryItOperation } from '../reference/tryItModel.js';
import { useOperationSlots } from '../state/useOperationSlots.js';
import { TryItLauncher } from '../theme/TryItLauncher.js';
import '../reference/api-reference.css';

interface RedocGlobal {
  init: (spec: string | object, options: object, element: HTMLElement, callback?: (error?: unknown) => void) => void;
}

/**
 * The contract as Redoc shows it: tag groups that each hold a single tag of the same
 * name are dropped (Redoc's menu showed each level twice: AUTHORIZE › Authorize), and so is the
 * contact (Redoc printed it as a bare "URL:" line pointing at the issue tracker; the footer links it).
 */
export function forRedoc(spec: Record<string, unknown>): Record<string, unknown> {
  const groups = spec['x-tagGroups'] as { name: string; tags: string[] }[] | undefined;
  const trivial = groups?.every((g) => g.tags.length === 1 && g.tags[0] === g.name);
  const info = { ...(spec.info as Record<string, unknown>) };
  delete info.contact;
  const { 'x-tagGroups': _groups, ...rest } = spec;
  return { ...(trivial ? rest : spec), info };
}

let specPromise: Promise<Record<string, unknown>> | undefined;
function loadSpec(): Promise<Record<string, unknown>> {
  specPromise ??= fetch(specUrl).then((r) => {
    if (!r.ok) throw new Error(`The OpenAPI document could not be loaded (HTTP ${r.status})`);
    return r.json() as Promise<Record<string, unknown>>;
  });
  specPromise.catch(() => (specPromise = undefined));
  return specPromise;
}

let redocScript: Promise<RedocGlobal> | undefined;
/** Loads the standalone bundle once per page view (a failure may be retried). */
function loadRedoc(): Promise<RedocGlobal> {
  const existing = (window as unknown as { Redoc?: RedocGlobal }).Redoc;
  if (existing) return Promise.resolve(existing);
  redocScript ??= new Promise<RedocGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = redocUrl;
    script.async = true;
    script.onload = () => resolve((window as unknown as { Redoc: RedocGlobal }).Redoc);
    script.onerror = () => {
      redocScript = undefined;
      script.remove();
      reject(new Error('The API reference renderer could not be loaded.'));
    };
    document.head.append(script);
  });
  return redocScript;
}

export default function ApiReferencePage() {
  const container = useRef<HTMLDivElement>(null);
  const { theme } = useTheme();
  const [state, setState] = useState<'loading' | 'ready' | { error: string }>('loading');
  const [attempt, setAttempt] = useState(0);
  const [spec, setSpec] = useState<Record<string, unknown>>();
  // Try it: a launcher under each operation's title; its panel loads when opened.
  const tryIt = useMemo(() => {
    const operations = spec ? tryItOperations(spec) : new Map<string, TryItOperation>();
    return { operations, ids: new Set(operations.keys()), token: spec ? tokenEndpoint(spec) : undefined };
  }, [spec]);
  const slots = useOperationSlots(container.current, state === 'ready', tryIt.ids);

  useEffect(() => {
    let current = true;
    let stopMending: (() => void) | undefined;
    setState('loading');
    Promise.all([loadRedoc(), loadSpec()])
      .then(([redoc, spec]) => {
        if (!current || !container.current) return;
        setSpec(spec);
        // Themed at init, so a theme switch renders the reference anew in the other palette.
        redoc.init(forRedoc(spec), redocOptions(theme), container.current, (error) => {
          if (!current) return;
          if (!error && container.current) stopMending = mendRedocMarkup(container.current);
          setState(error ? { error: String(error) } : 'ready');
        });
      })
      .catch((error: unknown) => current && setState({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      current = false;
      stopMending?.();
    };
  }, [theme, attempt]);

  return (
    <div className="api-reference" data-state={typeof state === 'string' ? state : 'error'}>
      <h1>API reference</h1>
      <p className="api-reference-intro">
        Every operation and webhook event of the emoney HTTP API v2, generated from the OpenAPI contract, with a curl and an <code>@emoney/sdk</code> sample
        for each call. <strong>Try it</strong> under an operation&apos;s title sends it to your sandbox. <a href={specUrl}>Download the OpenAPI document</a>.
      </p>
      {state === 'loading' && <p className="api-reference-status" role="status">Loading the reference…</p>}
      {typeof state === 'object' && (
        <div role="alert" className="api-reference-status">
          <p>{state.error}</p>
          <button type="button" onClick={() => setAttempt((a) => a + 1)}>
            Retry
          </button>
        </div>
      )}
      <div ref={container} className="redoc-root" />
      {slots.map(({ operationId, host }) =>
        createPortal(<TryItLauncher operation={tryIt.operations.get(operationId)!} tokenEndpoint={tryIt.token} defaultBaseUrl={defaultBaseUrl(window.location.origin)} />, host, operationId),
      )}
    </div>
  );
}
