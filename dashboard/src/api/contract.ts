// The dashboard API's contract as TypeScript: the generated `@emoney/api-types/dashboard` for every
// path the contract has, and, for the paths the design names that the contract has not yet
// (webhooks, customers, sandbox tools), the same shape written by hand from the design. This is the
// only module that knows where the types come from: once the contract has them all, `paths` is
// the generated one alone (`export type { paths } from '@emoney/api-types/dashboard';`).
import type { paths as generated } from '@emoney/api-types/dashboard';

interface Json<T> {
  headers: { [name: string]: unknown };
  content: { 'application/json': T };
}
interface NoContent {
  headers: { [name: string]: unknown };
  content?: never;
}

type ErrorBody = { code: string; status: number; message: string; errors?: { [field: string]: string } };
type Failures = { default: Json<ErrorBody> };

// As generated: a part without parameters is `?: never`; one with a required parameter is required.
type Params<Q = never, P = never> = ([Q] extends [never] ? { query?: never } : { query?: Q }) &
  ([P] extends [never] ? { path?: never } : { path: P }) & { header?: never; cookie?: never };

interface Get<R, Q = never, P = never> {
  parameters: Params<Q, P>;
  requestBody?: never;
  responses: { 200: Json<R> } & Failures;
}
interface GetQ<R, Q> {
  parameters: { query: Q; header?: never; path?: never; cookie?: never };
  requestBody?: never;
  responses: { 200: Json<R> } & Failures;
}
interface Send<B, Res, P = never> {
  parameters: Params<never, P>;
  requestBody: { content: { 'application/json': B } };
  responses: Res & Failures;
}
interface SendNothing<Res, P = never> {
  parameters: Params<never, P>;
  requestBody?: never;
  responses: Res & Failures;
}

type Member = { id: string; email: string; role: 'admin' | 'read_only'; createdAt: string };
type Session = { member: Omit<Member, 'createdAt'>; partner: { id: string; name: string; createdAt: string }; sandbox: boolean };
type App = {
  id: string;
  clientId: string;
  name: string;
  kind: 'client_credentials' | 'authorization_code';
  redirectUris: string[];
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  logoUrl?: string;
  privileges: string[];
  state: 'active' | 'disabled';
  createdAt: string;
  secret?: { rotatedAt?: string; previousValidUntil?: string };
};
type Subscription = { id: string; appId?: string; url: string; types: string[]; state: 'active' | 'inactive'; createdAt: string };
type Message = { headers: { [name: string]: string }; body: string };
type Attempt = { attemptedAt: string; statusCode?: number; latencyMs: number; error?: string; response?: Message };
type Delivery = { id: string; type: string; state: string; createdAt: string; deliveredAt?: string; nextAttemptAt?: string; attempts: Attempt[]; request?: Message };
type RequestEntry = { id: string; at: string; appId?: string; clientId?: string; appName?: string; method: string; path: string; status: number; latencyMs: number; requestId: string };
type ProfileSummary = { id: string; kind: string; name: string; state: string; createdAt: string };
type Order = {
  id: string;
  profile: string;
  kind: 'issue' | 'redeem';
  state: string;
  amount: string;
  currency: string;
  address: string;
  chain: string;
  /** The public API's Counterpart (an IBAN or a chain address, with details). */
  counterpart?: unknown;
  createdAt: string;
  timeline: { state: 'placed' | 'pending' | 'processed' | 'rejected'; at: string }[];
};
type Clock = { now: string; offsetSeconds: number };
type Invitation = Member;

type AppId = { app: string };
type SubscriptionId = { subscription: string };
type DeliveryId = { subscription: string; delivery: string };

interface designed {
  '/session/csrf': { get: Get<{ csrfToken: string }> };
  '/session/signup': { post: Send<{ email: string; password: string; partnerName?: string }, { 202: Json<{ email: string; verification: 'sent' }> }> };
  '/session/verify': { post: Send<{ email: string; code: string }, { 201: Json<Session> }> };
  '/session/login': { post: Send<{ email: string; password: string }, { 200: Json<Session> }> };
  '/session/logout': { post: SendNothing<{ 204: NoContent }> };
  '/session': { get: Get<Session> };
  '/sandbox/mailbox': { get: GetQ<{ to: string; messages: { id: string; subject: string; body: string; createdAt: string }[] }, { to: string }> };
  '/members': { get: Get<{ members: Member[]; invitations: Invitation[] }> };
  '/members/{member}': { delete: SendNothing<{ 204: NoContent }, { member: string }> };
  '/invitations': { post: Send<{ email: string; role: Member['role'] }, { 201: Json<Invitation> }> };
  '/invitations/{invitation}': { delete: SendNothing<{ 204: NoContent }, { invitation: string }> };
  '/apps': {
    get: Get<{ apps: App[] }>;
    post: Send<
      {
        name: string;
        kind: App['kind'] | 'both';
        redirectUris?: string[];
        privacyPolicyUrl: string;
        termsOfServiceUrl: string;
        logoUrl?: string;
      },
      { 201: Json<{ apps: App[]; clientSecret?: string }> }
    >;
  };
  '/apps/{app}': {
    get: Get<App, never, AppId>;
    patch: Send<
      { name?: string; redirectUris?: string[]; privacyPolicyUrl?: string; termsOfServiceUrl?: string; logoUrl?: string; state?: App['state'] },
      { 200: Json<App> },
      AppId
    >;
  };
  '/apps/{app}/secret': { post: Send<{ graceMinutes?: number }, { 200: Json<{ clientSecret: string; previousValidUntil?: string }> }, AppId> };
  '/webhooks': {
    get: Get<{ subscriptions: Subscription[] }>;
    post: Send<{ url: string; types?: string[]; secret: string }, { 201: Json<Subscription> }>;
  };
  '/webhooks/{subscription}': {
    patch: Send<{ state?: Subscription['state']; url?: string; types?: string[] }, { 200: Json<Subscription> }, SubscriptionId>;
    delete: SendNothing<{ 204: NoContent }, SubscriptionId>;
  };
  '/webhooks/{subscription}/deliveries': { get: Get<{ deliveries: Delivery[] }, { state?: string }, SubscriptionId> };
  '/webhooks/{subscription}/deliveries/{delivery}': { get: Get<Delivery, never, DeliveryId> };
  '/webhooks/{subscription}/deliveries/{delivery}/resend': { post: SendNothing<{ 202: Json<Delivery> }, DeliveryId> };
  '/webhooks/{subscription}/test': { post: Send<{ type?: string }, { 202: Json<Delivery> }, SubscriptionId> };
  '/requests': { get: Get<{ requests: RequestEntry[] }, { status?: string; path?: string; limit?: number }> };
  '/requests/{request}': { get: Get<RequestEntry & { error?: ErrorBody }, never, { request: string }> };
  '/profiles': { get: Get<{ profiles: ProfileSummary[] }, { state?: string }> };
  '/profiles/{profile}': {
    get: Get<
      {
        profile: ProfileSummary;
        addresses: { address: string; chain: string; state: string }[];
        ibans: { iban: string; bic: string; address: string; chain: string; state: string }[];
        balances: { address: string; chain: string; currency: string; amount: string }[];
        orders: Order[];
      },
      never,
      { profile: string }
    >;
  };
  '/orders': { get: Get<{ orders: Order[] }, { state?: string; profile?: string }> };
  '/orders/{order}': { get: Get<Order, never, { order: string }> };
  '/sandbox/payments': { post: Send<{ iban: string; amount: string; currency?: string }, { 201: Json<Order> }> };
  '/sandbox/profiles/{profile}/decision': { post: Send<{ state: 'approved' | 'rejected' }, { 200: Json<ProfileSummary> }, { profile: string }> };
  '/sandbox/orders/{order}/decision': { post: Send<{ state: 'processed' | 'rejected'; reason?: string }, { 200: Json<Order> }, { order: string }> };
  '/sandbox/clock': { get: Get<Clock>; post: Send<{ advanceSeconds: number }, { 200: Json<Clock> }> };
  '/sandbox/reset': { post: SendNothing<{ 200: Json<{ removed: { [what: string]: number } }> }> };
}

/** The generated paths, and the designed ones the contract does not have yet. */
export type paths = generated & Omit<designed, keyof generated>;
