import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './ops/request-id.js';

export type { Logger };

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
  return destination ? pino(options, destination) : pino(options);
}
