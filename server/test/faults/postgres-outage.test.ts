/**
 * Fault suite (b), PostgreSQL stopped for 5 s under load. Meanwhile every API request
 * answers 503 with `Retry-After` and the error body (never a 500, a 401 or a hang); once PostgreSQL
 * is back, the same process serves again within 2 s, without a restart.
 *
 * The outage is real: the test runs a private PostgreSQL cluster of its own (initdb on a free
 * loopback port, see private-postgres.ts) and stops it with `pg_ctl stop -m fast`, which cuts every
 * connection and refuses new ones, then starts it again. The machine's shared PostgreSQL
 * (DATABASE_URL) is never touched: stopping it would break every other test running beside this one.
 */
import { seededDatabase, startServerProcess, until } from '@emoney/test-support/server-process';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE } from '../support/test-db.js';
import { privatePostgresUnavailable, startPrivatePostgres } from './private-postgres.js';

const OUTAGE_MS = 5000;
const CLIENTS = 4;
/** A request answered later than this counts as hanging. */
const REQUEST_TIMEOUT_MS = 10_000;
const cleanups: (() => Promise<void>)[] = [];
// Every step runs even when one fails (a database dropped on a cluster already stopped must not leave the cluster running).
afterEach(async () => {
  const failures: unknown[] = [];
  while (cleanups.length) await cleanups.pop()!().catch((err: unknown) => failures.push(err));
  if (failures.length > 0) throw failures[0];
});

interface Answer {
  started: number;
  ended: number;
  status: number | 'timeout' | 'network';
  retryAfter: string | null;
  body: Record<string, unknown> | undefined;
}

const skipReason = TEST_DATABASE === 'postgres' ? privatePostgresUnavailable() : undefined;
if (skipReason) console.warn(`postgres-outage fault suite skipped: ${skipReason}`);

describe.runIf(TEST_DATABASE === 'postgres' && !skipReason)('fault: PostgreSQL stopped for 5 s under load', () => {
  it('answers 503 with Retry-After meanwhile and serves again within 2 s of its return, in the same process', async () => {
    const cluster = await startPrivatePostgres();
    cleanups.push(() => cluster.destroy());
    const { url, seed } = await seededDatabase(cleanups, cluster.url);
    // One process doing everything (`make start`): its job queue and order listener lose the database too.
    const server = await startServerProcess(url, { EMONEY_RATE_LIMIT_AUTH_PER_IP: '0', EMONEY_RATE_LIMIT_AUTH_PER_CLIENT: '0' }, cleanups);
    const base = `http://127.0.0.1:${server.port!}`;
    const tokenForm = () => new URLSearchParams({ grant_type: 'client_credentials', client_id: seed.clientId, client_secret: seed.clientSecret });
    const tokenRes = await fetch(`${base}/auth/token`, { method: 'POST', body: tokenForm() });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;

    // The load: bearer reads (the token's family is checked in the database) and token grants (the secret is).
    const requests: (() => Promise<Response>)[] = [
      () => fetch(`${base}/auth/context`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
      () => fetch(`${base}/profiles`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
      () => fetch(`${base}/webhooks`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
      () => fetch(`${base}/auth/token`, { method: 'POST', body: tokenForm(), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    ];
    const answers: Answer[] = [];
    let loading = true;
    const client = async (n: number) => {
      for (let i = n; loading; i += 1) {
        const started = Date.now();
        try {
          const res = await requests[i % requests.length]!();
          const body = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
          answers.push({ started, ended: Date.now(), status: res.status, retryAfter: res.headers.get('retry-after'), body });
        } catch (err) {
          answers.push({ started, ended: Date.now(), status: (err as Error).name === 'TimeoutError' ? 'timeout' : 'network', retryAfter: null, body: undefined });
        }
        // Keep the load up without busy-looping on instant 503s.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    cleanups.push(async () => {
      loading = false;
      await Promise.all(clients);
    });

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stopAsked = Date.now();
    await cluster.stop();
    const down = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (down - stopAsked)));
    const startAsked = Date.now();
    await cluster.start();
    // PostgreSQL accepts connections again from here (pg_ctl -w waited for it).
    const up = Date.now();
    await until(() => answers.some((a) => a.started >= up && a.status === 200), 10_000, 'a 200 after PostgreSQL returned').catch((err: unknown) => {
      const last = answers.slice(-8).map((a) => ({ ...a, started: a.started - up }));
      throw new Error(`${(err as Error).message}; last answers: ${JSON.stringify(last)}; exit: ${server.child.exitCode}; stderr: ${server.stderr().slice(-3000)}; server log: ${JSON.stringify(server.logs.filter((l) => (l.level as number) >= 40).slice(-5))}`);
    });
    const firstServed = Math.min(...answers.filter((a) => a.started >= up && a.status === 200).map((a) => a.ended));
    // Two more seconds of load: all served.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    loading = false;
    await Promise.all(clients);

    const before = answers.filter((a) => a.ended < stopAsked);
    const during = answers.filter((a) => a.started >= down && a.ended <= startAsked);
    const settled = answers.filter((a) => a.started >= up + 2000);
    const serveAgainMs = firstServed - up;
    const unavailable = answers.filter((a) => a.status === 503);
    console.log(
      `FAULT-FIGURES postgres-outage: outage=${up - stopAsked}ms (stop ${down - stopAsked}ms, down ${startAsked - down}ms, start ${up - startAsked}ms) ` +
        `requests=${answers.length} during-outage=${during.length} answered-503=${unavailable.length} ` +
        `max-503-latency=${Math.max(0, ...unavailable.map((a) => a.ended - a.started))}ms serving-again-after=${serveAgainMs}ms restarts=0`,
    );

    expect(before.length).toBeGreaterThan(0);
    expect(before.every((a) => a.status === 200)).toBe(true);
    // Meanwhile: 503, Retry-After, the error body. Nothing hangs, nothing is a 500 or a 401.
    expect(during.length).toBeGreaterThan(10);
    for (const answer of during) {
      expect(answer.status, JSON.stringify(answer)).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({ status: 503, code: expect.any(String), message: expect.any(String) });
    }
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    // Serving again within 2 s of PostgreSQL's return, and from then on.
    expect(serveAgainMs).toBeLessThan(2000);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.filter((a) => a.status !== 200)).toEqual([]);
    // The same process, never restarted.
    expect(server.child.exitCode).toBeNull();
    expect(server.logs.filter((line) => line.msg === 'emoney API listening')).toHaveLength(1);
    expect((await fetch(`${base}/ready`)).status).toBe(200);
  }, 90_000);
});
