import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './ops/request-id.js';

export type { Logger };

/** The longest a JSON log line waits in the process before it is written (bench/README.md, "Log writes"). */
export const LOG_FLUSH_MS = 100;
/** Lines are gathered up to this many bytes, then written together. */
const LOG_BUFFER_BYTES = 4096;

/**
 * Standard output, written in batches: a write per line cost about 200 µs of a placed order's CPU
 * per line under load. What is gathered is written within {@link LOG_FLUSH_MS}, and at once when
 * the process exits (pino flushes its destinations on exit, after an uncaught exception too); only
 * a process killed outright (SIGKILL) loses those last lines.
 */
function bufferedStdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS });
}

/**
 * One JSON logger for the process. `LOG_FORMAT=pretty` (what `make start` sets) renders it for
 * people through pino-pretty; deployments keep JSON for their log pipeline.
 */
export function createLogger(level: string, format: string | undefined = process.env.LOG_FORMAT, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'emoney-api' },
    // Every line written for a request carries its id (the request log binds it already).
    mixin: (object, _level, logger) => {
      const reqId = currentRequestId();
      if (reqId === undefined || 'reqId' in object || String((logger as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym]).includes('"reqId"')) return {};
      return { reqId };
    },
    // Never log credentials, even at debug level.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'body.client_secret', 'body.password', 'body.signature', 'body.message', '*.signature'],
    ...(format === 'pretty' && !destination ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,service' } } } : {}),
  };
  if (destination) return pino(options, destination);
  return options.transport ? pino(options) : pino(options, bufferedStdout());
}
