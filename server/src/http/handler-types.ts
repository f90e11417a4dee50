import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import type { operations } from '@emoney/api-types';
import type { OperationId, OperationInfo } from '@emoney/api-types/operations';
import type { operations as hostedOperations } from '@emoney/api-types/onboarding';
import type { OperationId as HostedOperationId } from '@emoney/api-types/onboarding-operations';
import type { operations as dashboardOperations } from '@emoney/api-types/dashboard';
import type { OperationId as DashboardOperationId } from '@emoney/api-types/dashboard-operations';
import type { Member } from '../features/dashboard/member-sessions.js';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../features/access/principal.js';
import type { SessionUser } from '../features/onboarding/sessions.js';
import type { JsonText } from './json-text.js';

// Request and answer types of each operation, read from the generated contract types.
type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : undefined;
type ParamsOf<Op, Where extends string> = Op extends { parameters: { [P in Where]?: infer X } }
  ? [X] extends [undefined]
    ? Record<string, never>
    : NonNullable<X>
  : Record<string, never>;
type BodyOf<Op> = Op extends { requestBody?: infer B } ? ContentOf<NonNullable<B>> : undefined;

/** One documented answer of an operation: its status, and its body when the spec gives it one (as a value or as its JSON). */
export type ResultOf<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R]: S extends number
        ? ContentOf<R[S]> extends undefined
          ? { status: S; body?: undefined; headers?: Record<string, string> }
          : { status: S; body: ContentOf<R[S]> | JsonText<ContentOf<R[S]>>; headers?: Record<string, string> }
        : never;
    }[keyof R]
  : never;

export interface InputOf<Op, Auth> {
  params: ParamsOf<Op, 'path'>;
  query: ParamsOf<Op, 'query'>;
  body: BodyOf<Op>;
  headers: IncomingHttpHeaders;
  /** Who is calling, as the operation's security scheme established it. */
  auth: Auth;
  /** The raw Express request, for what the contract does not model (client address, uploads). */
  req: Request;
}

type IsPublic<K extends OperationId> = Extract<OperationInfo, { operationId: K }>['public'];

/** Implements one public API operation. Failures are thrown as domain errors (`domain/errors.ts`). */
export type Handler<K extends OperationId> = (
  input: InputOf<operations[K & keyof operations], IsPublic<K> extends true ? undefined : Principal> & {
    principal: IsPublic<K> extends true ? undefined : Principal;
  },
  app: AppContext,
) => Promise<ResultOf<operations[K & keyof operations]>> | ResultOf<operations[K & keyof operations]>;

/** One handler for every operationId of the public contract: a missing one is a compile error. */
export type HandlerRegistry = { [K in OperationId]: Handler<K> };

/** Implements one operation of the hosted onboarding API; `auth` is the session's user where one is required. */
export type HostedHandler<K extends HostedOperationId> = (
  input: InputOf<hostedOperations[K & keyof hostedOperations], SessionUser | undefined>,
  app: AppContext,
) => Promise<ResultOf<hostedOperations[K & keyof hostedOperations]>> | ResultOf<hostedOperations[K & keyof hostedOperations]>;

export type HostedHandlerRegistry = { [K in HostedOperationId]: HostedHandler<K> };

/**
 * What the HTTP adapter calls: the typed handlers above, seen without their types (a handler of
 * any input is assignable to one taking `never`; the adapter builds the input from the request).
 */
export type RawHandler = (input: never, app: AppContext) => unknown;

/** Implements one operation of the dashboard's API; `auth` is the signed-in member where one is required. */
export type DashboardHandler<K extends DashboardOperationId> = (
  input: InputOf<dashboardOperations[K & keyof dashboardOperations], Member | undefined>,
  app: AppContext,
) => Promise<ResultOf<dashboardOperations[K & keyof dashboardOperations]>> | ResultOf<dashboardOperations[K & keyof dashboardOperations]>;

/** One handler for every operationId of the dashboard's API: a missing one is a compile error. */
export type DashboardHandlerRegistry = { [K in DashboardOperationId]: DashboardHandler<K> };
