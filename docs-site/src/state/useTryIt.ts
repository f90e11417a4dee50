/**
 * The behaviour of one Try it panel: the values the reader edits, obtaining a token through the
 * client-credentials flow, sending the request and keeping its answer. The look is theme/TryItPanel.tsx.
 */
import { useState } from 'react';
import { encodeBody, initialValues, parseBody, requestPath, type TryItOperation, type TryItValues } from '../reference/tryItModel.js';
import { updateSession, useSandboxSession, type SandboxSession } from './sandboxSession.js';

export interface TryItAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body as text, JSON pretty-printed. */
  body: string;
  ms: number;
}

export type TryItResult = { kind: 'idle' } | { kind: 'sending' } | { kind: 'answer'; answer: TryItAnswer } | { kind: 'failed'; message: string };

export type TokenState = { kind: 'idle' } | { kind: 'requesting' } | { kind: 'failed'; message: string };

const trimBase = (base: string) => base.trim().replace(/\/+$/, '');

async function readAnswer(response: Response, started: number): Promise<TryItAnswer> {
  const text = await response.text();
  let body = text;
  if (/json/i.test(response.headers.get('content-type') ?? '')) {
    try {
      body = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not JSON after all: shown as received.
    }
  }
  return { status: response.status, statusText: response.statusText, headers: [...response.headers.entries()], body, ms: Math.round(performance.now() - started) };
}

/** Why a fetch failed, in the reader's terms (the browser gives no detail on purpose). */
function networkFailure(base: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  let crossOrigin = false;
  try {
    crossOrigin = new URL(base).origin !== window.location.origin;
  } catch {
    return `The sandbox URL "${base}" is not a URL.`;
  }
  return crossOrigin
    ? `No answer from ${base} (${reason}). A sandbox on another origin must allow this page's origin (EMONEY_CORS_ORIGINS).`
    : `No answer from ${base} (${reason}). Is the sandbox running (make start)?`;
}

export interface TryIt {
  session: SandboxSession;
  values: TryItValues;
  setParam: (key: string, value: string) => void;
  setBody: (text: string) => void;
  setBaseUrl: (url: string) => void;
  /** Why the body cannot be sent, if it cannot. */
  bodyError?: string;
  result: TryItResult;
  send: () => Promise<void>;
  tokenState: TokenState;
  obtainToken: (clientId: string, clientSecret: string) => Promise<void>;
  forgetToken: () => void;
}

export function useTryIt(op: TryItOperation, tokenPath: { path: string; accept: string } | undefined, defaultBaseUrl: string): TryIt {
  const session = useSandboxSession(defaultBaseUrl);
  const [values, setValues] = useState(() => initialValues(op));
  const [result, setResult] = useState<TryItResult>({ kind: 'idle' });
  const [tokenState, setTokenState] = useState<TokenState>({ kind: 'idle' });
  const parsed = op.body && op.body.mediaType !== 'multipart/form-data' ? parseBody(values.body) : undefined;
  const bodyError = parsed && !parsed.ok ? `The body is not valid JSON: ${parsed.error}` : undefined;
  const token = session.token && session.token.expiresAt > Date.now() ? session.token : undefined;

  const send = async () => {
    if (bodyError) return;
    const base = trimBase(session.baseUrl);
    const headers: Record<string, string> = { Accept: op.accept };
    if (token) headers.Authorization = `Bearer ${token.value}`;
    let body: string | undefined;
    if (op.body && parsed?.ok) {
      headers['Content-Type'] = op.body.mediaType;
      body = encodeBody(op.body.mediaType, parsed.value);
    }
    setResult({ kind: 'sending' });
    const started = performance.now();
    try {
      // No cookies: the sandbox is called as a partner's server would, with the bearer token only.
      const response = await fetch(base + requestPath(op, values), { method: op.method.toUpperCase(), headers, body, credentials: 'omit', redirect: 'manual' });
      setResult({ kind: 'answer', answer: await readAnswer(response, started) });
    } catch (error) {
      setResult({ kind: 'failed', message: networkFailure(base, error) });
    }
  };

  const obtainToken = async (clientId: string, clientSecret: string) => {
    if (!tokenPath) {
      setTokenState({ kind: 'failed', message: 'The contract names no token endpoint.' });
      return;
    }
    const base = trimBase(session.baseUrl);
    updateSession({ clientId: clientId.trim() });
    setTokenState({ kind: 'requesting' });
    try {
      const response = await fetch(base + tokenPath.path, {
        method: 'POST',
        headers: { Accept: tokenPath.accept, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId.trim(), client_secret: clientSecret }).toString(),
        credentials: 'omit',
      });
      const answer = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; message?: string; error_description?: string };
      if (!response.ok || !answer.access_token) {
        setTokenState({ kind: 'failed', message: `HTTP ${response.status}: ${answer.message ?? answer.error_description ?? 'no token in the answer'}` });
        return;
      }
      updateSession({ token: { value: answer.access_token, expiresAt: Date.now() + (answer.expires_in ?? 3600) * 1000 } });
      setTokenState({ kind: 'idle' });
    } catch (error) {
      setTokenState({ kind: 'failed', message: networkFailure(base, error) });
    }
  };

  return {
    session: token ? session : { ...session, token: undefined },
    values,
    setParam: (key, value) => setValues((v) => ({ ...v, params: { ...v.params, [key]: value } })),
    setBody: (text) => setValues((v) => ({ ...v, body: text })),
    setBaseUrl: (url) => updateSession({ baseUrl: url }),
    bodyError,
    result,
    send,
    tokenState,
    obtainToken,
    forgetToken: () => updateSession({ token: undefined }),
  };
}

