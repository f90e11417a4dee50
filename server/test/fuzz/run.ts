/**
 * The fuzz suite (`make fuzz`): thousands of generated valid and hostile requests, from a fixed
 * seed, for every operation of generated/openapi.json, against a real in-process server.
 * Every answer must be below 500, every error must be the error body with `status` equal to the
 * HTTP status, no answer may take 2 s or more, and the server must still answer afterwards.
 *
 * FUZZ_SEED (default 20261123) and FUZZ_COUNT (default 10000) choose the run; FUZZ_ONLY=n sends
 * only request n of that run (what a failure prints, to reproduce it).
 */
import { Agent, request as httpRequest } from 'node:http';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { generate, operationsOf, prng, strayRequest, type FuzzRequest } from './generate.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const COUNT = Number(process.env.FUZZ_COUNT ?? 10_000);
const ONLY = process.env.FUZZ_ONLY === undefined ? undefined : Number(process.env.FUZZ_ONLY);
const CONCURRENCY = 4;
const SLOW_MS = 2000;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

function send(server: TestServer, agent: Agent, r: FuzzRequest): Promise<Answer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(
      { host: '127.0.0.1', port, method: r.method, path: r.path, agent, headers: { ...r.headers, ...(r.body ? { 'Content-Length': String(r.body.length) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', reject);
    req.end(r.body);
  });
}

function isBrowserErrorPage(r: FuzzRequest, a: Answer): boolean {
  if (r.path.split('?')[0] !== '/auth' || !String(a.headers['content-type'] ?? '').startsWith('text/html')) return false;
  const meta = /<meta name="emoney-error" content="([^"]*)">/.exec(a.body.toString("utf8"));
  if (!meta) return false;
  const error = JSON.parse(meta[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as { status?: unknown; message?: unknown };
  return error.status === a.status && typeof error.message === 'string' && error.message.length > 0;
}

/** What is wrong with an answer, or undefined. */
function problemOf(r: FuzzRequest, a: Answer): string | undefined {
  if (a.status >= 500) return `answered ${a.status}`;
  if (a.ms >= SLOW_MS) return `took ${Math.round(a.ms)} ms`;
  if (a.status >= 400 && r.method !== 'HEAD') {
    // A browser navigation to /auth gets the hosted screens' error page, which carries
    // the error as {status, message} in its emoney-error meta tag, with the same status.
    if (isBrowserErrorPage(r, a)) return undefined;
    if (!String(a.headers['content-type'] ?? '').includes('json')) return `error ${a.status} without a JSON body (Content-Type ${String(a.headers['content-type'])})`;
    let body: { code?: unknown; status?: unknown; message?: unknown };
    try {
      body = JSON.parse(a.body.toString('utf8')) as typeof body;
    } catch {
      return `error ${a.status} whose body is not JSON`;
    }
    if (typeof body.code !== 'string' || typeof body.message !== 'string') return `error ${a.status} not in the error shape`;
    if (body.status !== a.status) return `error body status ${String(body.status)} differs from HTTP ${a.status}`;
  }
  return undefined;
}

function reproduction(r: FuzzRequest, index: number): string {
  const body = r.body ? (r.body.length > 600 ? `${JSON.stringify(r.body.subarray(0, 600).toString('utf8'))}… (${r.body.length} bytes)` : JSON.stringify(r.body.toString('utf8'))) : '(none)';
  const path = r.path.length > 600 ? `${r.path.slice(0, 600)}… (${r.path.length} chars)` : r.path;
  return [
    `  operation: ${r.operationId} (${r.kind})`,
    `  request:   ${r.method} ${path}`,
    ...Object.entries(r.headers).map(([k, v]) => `  header:    ${k}: ${v.length > 200 ? `${v.slice(0, 200)}…` : v}`),
    `  body:      ${body}`,
    `  reproduce: FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT} FUZZ_ONLY=${index} make fuzz`,
  ].join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const server = await startTestServer();
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let token = await clientCredentialsToken(server);
  const operations = operationsOf();
  const rng = prng(SEED);
  const ids: Record<string, string> = { profile: server.seed.profileId };
  const failures: string[] = [];
  const byStatus = new Map<number, number>();
  let next = 0;
  let sent = 0;

  const request = (i: number): FuzzRequest =>
    i % 50 === 49 ? strayRequest(rng) : generate(operations[i % operations.length]!, rng, { valid: () => token }, ids);

  if (ONLY !== undefined) {
    // Replay: generate (without sending) every request before it, so the PRNG is where it was.
    for (; next < ONLY; next++) request(next);
  }
  const worker = async () => {
    while (next < (ONLY !== undefined ? ONLY + 1 : COUNT) && failures.length < 5) {
      const index = next++;
      const r = request(index);
      // The sandbox clock moves under some requests: keep a fresh token.
      if (index % 500 === 0) token = await clientCredentialsToken(server);
      let answer: Answer;
      try {
        answer = await send(server, agent, r);
      } catch (err) {
        failures.push(`request ${index}: no answer (${(err as Error).message})\n${reproduction(r, index)}`);
        continue;
      }
      sent += 1;
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      const problem = problemOf(r, answer);
      if (problem) failures.push(`request ${index}: ${problem}\n${reproduction(r, index)}\n  answer:    ${answer.body.subarray(0, 400).toString('utf8')}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const alive = await send(server, agent, { operationId: 'getWelcome', kind: 'alive', method: 'GET', path: '/', headers: {} }).catch(() => undefined);
  if (!alive || alive.status !== 200) failures.push('the server did not answer GET / after the run');
  agent.destroy();
  await server.close();

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
  if (failures.length > 0) {
    console.error(`fuzz: FAILED with seed ${SEED} after ${sent} requests (${seconds} s)\n\n${failures.join('\n\n')}`);
    process.exit(1);
  }
  console.log(`fuzz: ${sent} requests over ${operations.length} operations, seed ${SEED}, ${seconds} s: no 5xx, every error in the error shape, none slower than ${SLOW_MS} ms (${statuses})`);
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(`fuzz: crashed with seed ${SEED}:`, err);
  process.exit(1);
});
