import type { OperationId } from '@emoney/api-types/operations';
import type { Handler } from './handler-types.js';
import { HttpError } from './http-error.js';

/** Placeholder for an operation the spec defines and a later issue implements: 501 with the error body. */
export function notImplemented<K extends OperationId>(operationId: K): Handler<K> & { notImplemented: true } {
  const handler: Handler<K> = () => {
    throw new HttpError(501, `${operationId} is specified but not implemented by this server yet`);
  };
  return Object.assign(handler, { notImplemented: true as const });
}
