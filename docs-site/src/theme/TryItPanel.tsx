/**
 * The look of the API reference's Try it panel (loaded only when a reader opens one): the sandbox
 * URL, the client-credentials form, the operation's parameters and body, the answer, and the same
 * call as curl and `@emoney/sdk` code. What it does lives in state/useTryIt.ts.
 */
import { useId, useState, type FormEvent } from 'react';
import { curlCommand, paramKey, requestPath, sdkCode, type TryItOperation } from '../reference/tryItModel.js';
import { useTryIt, type TryIt } from '../state/useTryIt.js';
import { CodeBlock } from './CodeBlock.js';
import { CodeTabs } from './CodeTabs.js';
import './TryIt.css';

export interface TryItPanelProps {
  operation: TryItOperation;
  tokenEndpoint?: { path: string; accept: string };
  defaultBaseUrl: string;
}

function TokenForm({ tryIt, id }: { tryIt: TryIt; id: string }) {
  const [clientId, setClientId] = useState(tryIt.session.clientId);
  const [secret, setSecret] = useState('');
  const { token } = tryIt.session;
  if (token) {
    const minutes = Math.max(1, Math.round((token.expiresAt - Date.now()) / 60_000));
    return (
      <div className="try-it-token" data-token="ready">
        <p>
          <span className="try-it-ok">Access token obtained</span> for <code>{tryIt.session.clientId}</code>, valid for about {minutes} min; kept in this
          page only.
        </p>
        <button type="button" className="try-it-secondary" onClick={tryIt.forgetToken}>
          Forget the token
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // On success the form goes away with the secret; on failure it stays for the reader to correct.
    void tryIt.obtainToken(clientId, secret);
  };
  return (
    <form className="try-it-token" onSubmit={submit} aria-labelledby={`${id}-token-title`}>
      <p id={`${id}-token-title`} className="try-it-subtitle">
        Access token (client credentials)
      </p>
      <p className="try-it-hint">The sandbox&apos;s credentials are printed by <code>make start</code>. The token stays in this page&apos;s memory.</p>
      <div className="try-it-row">
        <label htmlFor={`${id}-client-id`}>Client ID</label>
        <input id={`${id}-client-id`} value={clientId} onChange={(e) => setClientId(e.target.value)} autoComplete="off" spellCheck={false} required />
      </div>
      <div className="try-it-row">
        <label htmlFor={`${id}-client-secret`}>Client secret</label>
        <input id={`${id}-client-secret`} type="password" value={secret} onChange={(e) => setSecret(e.target.value)} autoComplete="off" required />
      </div>
      <button type="submit" className="try-it-secondary" disabled={tryIt.tokenState.kind === 'requesting'}>
        {tryIt.tokenState.kind === 'requesting' ? 'Getting a token…' : 'Get a token'}
      </button>
      {tryIt.tokenState.kind === 'failed' && (
        <p className="try-it-error" role="alert">
          {tryIt.tokenState.message}
        </p>
      )}
    </form>
  );
}

function Answer({ tryIt, id }: { tryIt: TryIt; id: string }) {
  const { result } = tryIt;
  return (
    <div className="try-it-answer" aria-live="polite" aria-busy={result.kind === 'sending'}>
      {result.kind === 'sending' && <p>Sending…</p>}
      {result.kind === 'failed' && (
        <p className="try-it-error" role="alert">
          {result.message}
        </p>
      )}
      {result.kind === 'answer' && (
        <>
          <p className="try-it-status" data-status={result.answer.status}>
            <span className={`try-it-badge try-it-badge-${Math.floor(result.answer.status / 100)}xx`}>{result.answer.status}</span> {result.answer.statusText}
            <span className="try-it-ms"> · {result.answer.ms} ms</span>
          </p>
          <details className="try-it-headers">
            <summary>Response headers ({result.answer.headers.length})</summary>
            <dl>
              {result.answer.headers.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </details>
          {result.answer.body !== '' && (
            <pre className="try-it-body" tabIndex={0} aria-label="Response body" id={`${id}-body`}>
              {result.answer.body}
            </pre>
          )}
        </>
      )}
    </div>
  );
}

export default function TryItPanel({ operation: op, tokenEndpoint, defaultBaseUrl }: TryItPanelProps) {
  const id = useId();
  const tryIt = useTryIt(op, tokenEndpoint, defaultBaseUrl);
  const base = tryIt.session.baseUrl.trim().replace(/\/+$/, '');
  const multipart = op.body?.mediaType === 'multipart/form-data';
  const sdk = sdkCode(op, base, tryIt.values, tryIt.session.clientId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void tryIt.send();
  };
  return (
    <div className="try-it-panel">
      <div className="try-it-row">
        <label htmlFor={`${id}-base`}>Sandbox URL</label>
        <input id={`${id}-base`} type="url" value={tryIt.session.baseUrl} onChange={(e) => tryIt.setBaseUrl(e.target.value)} spellCheck={false} aria-describedby={`${id}-base-hint`} />
        <p id={`${id}-base-hint`} className="try-it-hint">
          The server serving this page by default (<code>make start</code> serves the API and these docs).
        </p>
      </div>
      {op.authenticated && <TokenForm tryIt={tryIt} id={id} />}
      <form onSubmit={submit} aria-label={`Request: ${op.method.toUpperCase()} ${op.path}`}>
        {op.parameters.length > 0 && (
          <fieldset className="try-it-params">
            <legend>Parameters</legend>
            {op.parameters.map((p) => {
              const key = paramKey(p);
              const inputId = `${id}-${key.replace(/\W/g, '-')}`;
              return (
                <div className="try-it-row" key={key}>
                  <label htmlFor={inputId}>
                    <code>{p.name}</code> <span className="try-it-where">{p.in}{p.required ? ', required' : ''}</span>
                  </label>
                  <input
                    id={inputId}
                    value={tryIt.values.params[key] ?? ''}
                    placeholder={p.required ? undefined : p.example}
                    onChange={(e) => tryIt.setParam(key, e.target.value)}
                    required={p.required}
                    spellCheck={false}
                    aria-describedby={p.description ? `${inputId}-hint` : undefined}
                  />
                  {p.description && (
                    <p id={`${inputId}-hint`} className="try-it-hint">
                      {p.description}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        )}
        {op.body && !multipart && (
          <div className="try-it-row">
            <label htmlFor={`${id}-body-input`}>
              Request body <span className="try-it-where">{op.body.mediaType === 'application/json' ? 'JSON' : `${op.body.mediaType}, written as JSON`}</span>
            </label>
            <textarea
              id={`${id}-body-input`}
              value={tryIt.values.body}
              onChange={(e) => tryIt.setBody(e.target.value)}
              rows={Math.min(14, tryIt.values.body.split('\n').length + 1)}
              spellCheck={false}
              aria-invalid={tryIt.bodyError ? true : undefined}
              aria-describedby={tryIt.bodyError ? `${id}-body-error` : undefined}
            />
            {tryIt.bodyError && (
              <p id={`${id}-body-error`} className="try-it-error">
                {tryIt.bodyError}
              </p>
            )}
          </div>
        )}
        {multipart && <p className="try-it-hint">A file upload is sent with the curl or SDK code below; this panel sends JSON and form bodies.</p>}
        <div className="try-it-send">
          <button type="submit" className="try-it-primary" disabled={tryIt.result.kind === 'sending' || Boolean(tryIt.bodyError) || multipart}>
            Send {op.method.toUpperCase()} {requestPath(op, tryIt.values).split('?')[0]}
          </button>
          {op.authenticated && !tryIt.session.token && <span className="try-it-hint">Without a token, the sandbox answers 401.</span>}
        </div>
      </form>
      <Answer tryIt={tryIt} id={id} />
      <p className="try-it-subtitle">The same call</p>
      <CodeTabs>
        <CodeBlock data-language="sh">{curlCommand(op, base, tryIt.values)}</CodeBlock>
        {sdk !== undefined && <CodeBlock data-language="ts">{sdk}</CodeBlock>}
      </CodeTabs>
    </div>
  );
}
