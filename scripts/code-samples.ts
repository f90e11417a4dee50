/**
 * The code samples of the API reference (`x-codeSamples`), made by `make generate` from each
 * operation's own example (request body, path and required query parameters) so they never drift
 * from the contract: a curl call and the same call through `@emoney/sdk`. The SDK samples are
 * type-checked against the SDK by `make docs-check-snippets`.
 */
type Json = unknown;
type Spec = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: Json;
  schema?: { example?: Json };
  examples?: Record<string, { value?: Json }>;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { $ref?: string; content?: Record<string, { example?: Json; examples?: Record<string, { value?: Json; $ref?: string }> }> };
  'x-codeSamples'?: CodeSample[];
}
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** The host the samples call: the sandbox, with the servers' default host. */
export const SAMPLE_BASE_URL = 'https://api.sandbox.emoney.test';
const MEDIA_TYPE = 'application/vnd.emoney.api-v2+json';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function resolve<T>(spec: Spec, value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    const target = value.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
    return resolve(spec, target as T | { $ref: string });
  }
  return value as T;
}

function parameterExample(p: Parameter): Json {
  return p.example ?? p.schema?.example ?? Object.values(p.examples ?? {})[0]?.value;
}

/** What an operation's example says about one call. */
interface CallExample {
  method: string;
  path: string;
  pathParams: Record<string, string>;
  query: [string, string][];
  mediaType?: string;
  body?: Record<string, Json>;
  authenticated: boolean;
}

function callExample(spec: Spec, path: string, method: string, item: Record<string, unknown>, op: Operation): CallExample {
  const params = [...((item.parameters as Parameter[] | undefined) ?? []), ...(op.parameters ?? [])].map((p) => resolve<Parameter>(spec, p));
  const pathParams: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const p of params) {
    const value = parameterExample(p);
    if (value === undefined) continue;
    if (p.in === 'path') pathParams[p.name] = String(value);
    else if (p.in === 'query' && p.required) for (const v of Array.isArray(value) ? value : [value]) query.push([p.name, String(v)]);
  }
  const missing = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((name) => !(name in pathParams));
  if (missing.length > 0) throw new Error(`${op.operationId}: no example for path parameter(s) ${missing.join(', ')}`);
  const requestBody = op.requestBody ? resolve(spec, op.requestBody as { $ref: string }) as Operation['requestBody'] : undefined;
  const [mediaType, content] = Object.entries(requestBody?.content ?? {})[0] ?? [];
  const first = content?.examples ? Object.values(content.examples)[0] : undefined;
  const body = content ? ((content.example ?? (first ? resolve<{ value?: Json }>(spec, first as { $ref: string }).value : undefined)) as Record<string, Json> | undefined) : undefined;
  if (content && body === undefined) throw new Error(`${op.operationId}: the request body has no example`);
  const security = op.security ?? (spec.security as unknown[] | undefined) ?? [];
  return { method, path, pathParams, query, mediaType, body, authenticated: security.length > 0 && !security.some((s) => Object.keys(s as object).length === 0) };
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function curl(call: CallExample): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.pathParams[name]!));
  const search = call.query.length > 0 ? `?${new URLSearchParams(call.query).toString()}` : '';
  const lines = [`curl -X ${call.method.toUpperCase()} ${shellQuote(SAMPLE_BASE_URL + path + search)}`];
  if (call.authenticated) lines.push(`-H "Authorization: Bearer $ACCESS_TOKEN"`);
  lines.push(`-H ${shellQuote(`Accept: ${MEDIA_TYPE}`)}`);
  if (call.mediaType === 'application/json') {
    lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(call.body, null, 2))}`);
  } else if (call.mediaType === 'application/x-www-form-urlencoded') {
    for (const [k, v] of Object.entries(call.body ?? {})) lines.push(`--data-urlencode ${shellQuote(`${k}=${String(v)}`)}`);
  } else if (call.mediaType === 'multipart/form-data') {
    for (const [k, v] of Object.entries(call.body ?? {})) lines.push(k === 'file' ? `-F 'file=@passport.pdf;type=application/pdf'` : `-F ${shellQuote(`${k}=${String(v)}`)}`);
  }
  return lines.join(' \\\n  ');
}

/** A value as TypeScript source: JSON with unquoted identifier keys, single-quoted strings. */
function ts(value: Json, indent = ''): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map((v) => ts(v, indent)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    return `{\n${entries.map(([k, v]) => `${inner}${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${ts(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/**
 * The SDK call of each operation, from its example. Operations without a method of their own go
 * through `client.raw`, the typed openapi-fetch client of the same SDK.
 */
const sdkCalls: Record<string, (c: CallExample) => string> = {
  getWelcome: () => `const { data } = await client.raw.GET('/');`,
  authorize: () => `// Sends the browser to the hosted screens (PKCE verifier kept in storage); answers the URL.\nconst url = await client.authorize({ redirect: false });`,
  authorizeWithForm: (c) => `// Sign-In with Ethereum: the message the wallet signed (see siweMessage) and its signature.\nconst access = await client.siwe({ message: ${ts(c.body?.message ?? 'message')}, signature: ${ts(c.body?.signature ?? '0x')}, redirect: false });`,
  createToken: () => `// Exchanges the code on the redirect URI's page, refreshes, or uses client credentials.\nconst access = await client.getAccess();`,
  revokeToken: () => `await client.revokeAccess();`,
  getAuthContext: () => `const context = await client.getAuthContext();`,
  signUp: (c) => `const created = await client.signUp(${ts(c.body?.email)});`,
  listWebhooks: () => `const subscriptions = await client.listWebhooks();`,
  createWebhook: (c) => `const subscription = await client.createWebhook(${ts(c.body)});`,
  updateWebhook: (c) => `const subscription = await client.updateWebhook(${ts(c.pathParams.subscription)}, ${ts(c.body)});`,
  listWebhookDeliveries: (c) => `const deliveries = await client.listWebhookDeliveries(${ts(c.pathParams.subscription)});`,
  resendWebhookDelivery: (c) => `const delivery = await client.resendWebhookDelivery(${ts(c.pathParams.subscription)}, ${ts(c.pathParams.delivery)});`,
  uploadFile: () => `const pdf = new Blob(['%PDF-1.7 ...'], { type: 'application/pdf' });\nconst file = await client.uploadFile(pdf, { name: 'passport.pdf' });`,
  listProfiles: () => `const profiles = await client.listProfiles();`,
  getProfile: (c) => `const profile = await client.getProfile(${ts(c.pathParams.profile)});`,
  submitProfileDetails: (c) => `const profile = await client.submitProfileDetails(${ts(c.pathParams.profile)}, ${ts(c.body)});`,
  submitProfileForm: (c) => `const profile = await client.submitProfileForm(${ts(c.pathParams.profile)}, ${ts(c.body)});`,
  submitProfileVerifications: (c) => `const profile = await client.submitProfileVerifications(${ts(c.pathParams.profile)}, ${ts(c.body)});`,
  createProfile: (c) => `const profile = await client.createProfile(${ts(c.body)});`,
  patchProfileDetails: (c) => `const profile = await client.patchProfileDetails(${ts(c.pathParams.profile)}, ${ts(c.body)});`,
  patchProfileForm: (c) => `const profile = await client.patchProfileForm(${ts(c.pathParams.profile)}, ${ts(c.body)});`,
  patchProfileVerifications: (c) => `const profile = await client.patchProfileVerifications(${ts(c.pathParams.profile)}, ${ts(c.body)});`,
  shareProfile: (c) => `const profile = await client.shareProfile(${ts(c.pathParams.profile)}, ${ts(c.body)});`,
  linkAddress: (c) => `const linked = await client.linkAddress(${ts(c.body)});`,
  listAddresses: () => `const addresses = await client.listAddresses();`,
  getAddress: (c) => `const address = await client.getAddress(${ts(c.pathParams.address)});`,
  getBalances: (c) => `const balances = await client.getBalances(${ts(c.pathParams.address)}, ${ts(c.pathParams.chain)});`,
  listPendingSignatures: () => `const pending = await client.listPendingSignatures();`,
  requestIban: (c) => `const status = await client.requestIban(${ts(c.body)});`,
  listIbans: () => `const ibans = await client.listIbans();`,
  getIban: (c) => `const iban = await client.getIban(${ts(c.pathParams.iban)});`,
  moveIban: (c) => `const iban = await client.moveIban(${ts(c.pathParams.iban)}, ${ts(c.body)});`,
  placeOrder: (c) => `const order = await client.placeOrder(${ts(c.body)});`,
  listOrders: () => `const orders = await client.listOrders();`,
  getOrder: (c) => `const order = await client.getOrder(${ts(c.pathParams.orderId)});`,
  listTokens: () => `const tokens = await client.listTokens();`,
  listCountries: () => `const { countries } = await client.listCountries();`,
  getSwapQuote: (c) =>
    `const { quote, quoteToken } = await client.getSwapQuote({\n  chain: ${ts(c.pathParams.chain)},\n  sellToken: ${ts(c.pathParams.sellToken)},\n  buyToken: ${ts(c.pathParams.buyToken)},\n  walletAddress: ${ts(c.query.find(([k]) => k === 'walletAddress')?.[1])},\n  sellAmount: '10.00',\n});`,
  acceptSwapQuote: () =>
    `// The quote's X-Quote-Token (getSwapQuote answers it as quoteToken), sent back unchanged.\nconst { quoteToken } = await client.getSwapQuote({ chain: 'arbitrumsepolia', sellToken: 'USDC', buyToken: 'EURe', walletAddress: '0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18', sellAmount: '10.00' });\nconst accepted = await client.acceptSwapQuote(quoteToken);`,
};

/** `client.raw.METHOD(path, { params, body })`: the typed call of an operation the client has no method for. */
function rawCall(c: CallExample): string {
  const init: string[] = [];
  if (Object.keys(c.pathParams).length > 0) init.push(`params: { path: { ${Object.entries(c.pathParams).map(([k, v]) => `${k}: ${ts(v)}`).join(', ')} } }`);
  if (c.body !== undefined) init.push(`body: ${ts(c.body, '  ')}`);
  const args = init.length > 0 ? `, {\n  ${init.join(',\n  ')},\n}` : '';
  return `const { data, error } = await client.raw.${c.method.toUpperCase()}('${c.path}'${args});`;
}

/** The operations whose SDK sample uses `client.raw` (no method of their own). */
export const RAW_OPERATIONS = ['simulatePayment', 'simulateOrderDecision', 'simulateKycDecision', 'simulateSignatureOutcome', 'getSandboxClock', 'advanceSandboxClock', 'listSandboxChains', 'getSiweNonce'];

function sdk(op: string, call: CallExample): string {
  const body = sdkCalls[op]?.(call) ?? (RAW_OPERATIONS.includes(op) ? rawCall(call) : undefined);
  if (body === undefined) throw new Error(`${op}: no SDK sample; map it in scripts/code-samples.ts`);
  return [
    `import { EmoneyClient } from '@emoney/sdk';`,
    '',
    `const client = new EmoneyClient({ environment: 'sandbox', clientId: 'your-client-id', clientSecret: 'your-client-secret' });`,
    body,
  ].join('\n');
}

/** A copy of the bundled spec with `x-codeSamples` (curl, then the SDK) on every path operation. */
export function withCodeSamples(spec: Spec): Spec {
  const out = structuredClone(spec);
  for (const [path, item] of Object.entries((out.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    const resolved = resolve<Record<string, unknown>>(out, item);
    for (const method of METHODS) {
      const op = resolved[method] as Operation | undefined;
      if (!op?.operationId) continue;
      const call = callExample(out, path, method, resolved, op);
      op['x-codeSamples'] = [
        { lang: 'Shell', label: 'curl', source: curl(call) },
        { lang: 'TypeScript', label: '@emoney/sdk', source: sdk(op.operationId, call) },
      ];
    }
  }
  return out;
}
