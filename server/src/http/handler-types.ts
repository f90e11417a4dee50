import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import type { operations } from '@emoney/api-types';
import type { OperationId } from '@emoney/api-types/operations';
import type { AppContext } from '../app-context.js';

// Request and answer types of each operation, read from the generated contract types.
type Op<K extends OperationId> = K extends keyof operations ? operations[K] : never;
type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : undefined;
type Params<K extends OperationId, Where extends string> =
  Op<K>['parameters'] extends { [P in Where]?: infer X } ? ([X] extends [undefined] ? Record<string, never> : NonNullable<X>) : Record<string, never>;

export type PathParams<K extends OperationId> = Params<K, 'path'>;
export type QueryParams<K extends OperationId> = Params<K, 'query'>;
export type RequestBody<K extends OperationId> =
  Op<K> extends { requestBody?: infer B } ? ContentOf<NonNullable<B>> : undefined;

type Responses<K extends OperationId> = Op<K>['responses'];

/** One documented answer of operation K: its status, and its body when the spec gives it one. */
export type HandlerResult<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends number
    ? ContentOf<Responses<K>[S]> extends undefined
      ? { status: S; body?: undefined; headers?: Record<string, string> }
      : { status: S; body: ContentOf<Responses<K>[S]>; headers?: Record<string, string> }
    : never;
}[keyof Responses<K>];

export interface HandlerInput<K extends OperationId> {
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  headers: IncomingHttpHeaders;
  /** The raw Express request, for what the contract does not model (client address, raw body). */
  req: Request;
}

/** Implements one operation. Failures are thrown as `HttpError`. */
export type Handler<K extends OperationId> = (
  input: HandlerInput<K>,
  app: AppContext,
) => Promise<HandlerResult<K>> | HandlerResult<K>;

/** One handler for every operationId of the spec: a missing one is a compile error. */
export type HandlerRegistry = { [K in OperationId]: Handler<K> };
