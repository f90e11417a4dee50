import type { Logger } from '../logger.js';
import { requestIdOf } from '../ops/request-id.js';
import type { AtRequestEnd, RequestStart } from './request-end.js';

let lastId = 0;

/** Characters of a request URL a log line keeps: a 15 kB URL makes no 15 kB line. */
export const LOGGED_URL_LENGTH = 400;
const shown = (url: string) => (url.length > LOGGED_URL_LENGTH ? `${url.slice(0, LOGGED_URL_LENGTH)}…` : url);

/**
 * One log line per request, written when it finishes (by the edge steps' one listener at the
 * request's end, request-end.ts): method, redacted URL, status and time, at info (warn for 4xx,
 * error for 5xx). No per-request child logger: whatever else logs while the
 * request runs gets its id from the request's context (logger.ts), so the common request pays for
 * one line and nothing else.
 */
export function requestLogAtEnd(logger: Logger, redactUrl: (url: string) => string): AtRequestEnd<Pick<RequestStart, 'started'>> {
  // This line's fields are the ones written below, none a credential (the URL comes through
  // redactUrl): it skips the process logger's redaction, whose wildcard path copies and walks
  // every object of a line (about a sixth of the bytes a small read allocated). Every other line
  // keeps it.
  const lines = logger.child({}, { redact: [] });
  return (req, res, { started }) => {
    const status = res.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (!lines.isLevelEnabled(level)) return;
    // The id the request-id middleware gave it (X-Request-Id), else a process-local counter.
    const reqId = requestIdOf(res) ?? String(++lastId);
    lines[level](
      { reqId, req: { method: req.method, url: shown(redactUrl(req.originalUrl)) }, res: { status }, responseTime: Math.round(performance.now() - started) },
      res.writableEnded && !req.readableAborted ? 'request completed' : 'request aborted',
    );
  };
}
