import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * One JSON logger for the process. `LOG_FORMAT=pretty` (what `make start` sets) renders it for
 * people through pino-pretty; deployments keep JSON for their log pipeline.
 */
export function createLogger(level: string, format: string | undefined = process.env.LOG_FORMAT): Logger {
  return pino({
    level,
    base: { service: 'emoney-api' },
    // Never log credentials, even at debug level.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'body.client_secret', 'body.password', 'body.signature', 'body.message', '*.signature'],
    ...(format === 'pretty' ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,service' } } } : {}),
  });
}
