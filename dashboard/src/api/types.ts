// The shapes the screens use, read off the contract's paths (never written twice), so they follow
// whatever `contract.ts` says: the hand-written paths today, the generated ones later.
import type { paths } from './contract';

// Whatever media type the contract names for the answer (the API's own, `application/vnd.emoney.api-v2+json`).
type JsonOf<A> = A extends { content: infer C } ? (C extends Record<string, unknown> ? C[keyof C] : never) : never;
type Ok<T> = T extends { responses: infer R } ? (R extends { 200: infer A } ? JsonOf<A> : R extends { 201: infer A } ? JsonOf<A> : R extends { 202: infer A } ? JsonOf<A> : never) : never;
type Body<T> = T extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The JSON a successful call of `method` on `path` answers. */
export type Answer<P extends keyof paths, M extends keyof paths[P]> = Ok<paths[P][M]>;
/** The JSON body `method` on `path` takes. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = Body<paths[P][M]>;

export type Session = Answer<'/session', 'get'>;
export type Role = Session['member']['role'];
export type TeamAnswer = Answer<'/members', 'get'>;
export type Member = TeamAnswer['members'][number];
export type Invitation = TeamAnswer['invitations'][number];
export type App = Answer<'/apps/{app}', 'get'>;
export type NewApp = RequestBody<'/apps', 'post'>;
export type AppKind = NewApp['kind'];
export type Subscription = Answer<'/webhooks', 'get'>['subscriptions'][number];
/** A delivery in full (what was sent, each answer). */
export type Delivery = Answer<'/webhooks/{subscription}/deliveries/{delivery}', 'get'>;
/** A delivery as the list has it (no bodies). */
export type DeliverySummary = Answer<'/webhooks/{subscription}/deliveries', 'get'>['deliveries'][number];
export type EventType = Subscription['types'][number];
export type Attempt = Delivery['attempts'][number] | DeliverySummary['attempts'][number];
export type RequestEntry = Answer<'/requests', 'get'>['requests'][number];
export type RequestDetail = Answer<'/requests/{request}', 'get'>;
export type ProfileSummary = Answer<'/profiles', 'get'>['profiles'][number];
export type ProfileState = ProfileSummary['state'];
export type ProfileDetail = Answer<'/profiles/{profile}', 'get'>;
export type Order = Answer<'/orders/{order}', 'get'>;
export type Clock = Answer<'/sandbox/clock', 'get'>;
export type MailboxMessage = Answer<'/sandbox/mailbox', 'get'>['messages'][number];
