import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobRunner, loadConfig, toJson } from '@emoney/server/testing';
import { parsePrometheusText, samplesOf } from '../ops/prometheus-text.js';
import { until } from '@emoney/test-support/server-process';
import { hostedCsrf, withCsrf, type HostedCsrf } from '../support/hosted-csrf.js';
import { mailbox } from '../support/signup.js';
import { startTestServer, type TestConfigOverrides, type TestServer } from '../support/test-app.js';
import { bodyOf, headerOf, startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.js';

// Production delivers the mail outbox (sign-up and claim codes) over SMTP from
// the job queue, with retries, exactly once per email; the sandbox keeps its mailbox and sends nothing.
const FROM = 'Example Money <no-reply@example.com>';
const PASSWORD = 'a password long enough';
const cleanups: (() => Promise<void>)[] = [];
let smtp: SmtpReceiver;
/** Production with the relay `smtp`; production without a relay (and its logs); a sandbox with the relay. */
let production: TestServer;
let noRelay: TestServer;
let sandbox: TestServer;
const noRelayLogs: Record<string, unknown>[] = [];
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  cleanups.push(() => smtp.close());
  [production, noRelay, sandbox] = await Promise.all([
    server(smtp),
    server(undefined, { mode: 'production', rpcUrls: {} }, noRelayLogs),
    server(smtp, { sandbox: { openMailbox: true } }),
  ]);
});
beforeEach(() => smtp.reset());
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server whose relay is `smtp`, its settings read by the server's own parser from EMONEY_SMTP_URL and EMONEY_MAIL_FROM. */
async function server(smtp: SmtpReceiver | undefined, overrides: TestConfigOverrides = { mode: 'production', rpcUrls: {} }, logs?: Record<string, unknown>[]): Promise<TestServer> {
  const mail = loadConfig(smtp ? { EMONEY_SMTP_URL: smtp.url, EMONEY_MAIL_FROM: FROM } : {}).mail;
  const logDestination = logs
    ? new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n')) if (line.startsWith('{')) logs.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      })
    : undefined;
  const started = await startTestServer({ ...overrides, mail, logLevel: logs ? 'info' : 'silent' }, logDestination ? { logDestination } : {});
  cleanups.unshift(() => started.close());
  return started;
}

async function signUp(on: TestServer, email: string, csrf?: HostedCsrf): Promise<void> {
  const res = await request(on.url).post('/onboarding/api/session/signup').set(withCsrf(csrf ?? (await hostedCsrf(on)))).send({ email, password: PASSWORD, acceptTerms: true });
  expect(res.status).toBe(202);
}

const outboxRow = (on: TestServer, email: string) => on.ctx.db.selectFrom('outbound_emails').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
const mailJobs = (on: TestServer) => on.ctx.db.selectFrom('jobs').selectAll().where('kind', '=', 'mail.send').execute();
/** This server's mail attempt counters, by outcome, read from its /metrics. */
async function mailAttempts(): Promise<Record<string, number>> {
  // Only the mail family: prom-client writes an unmeasured event-loop lag as `Nan`, which the strict reader refuses.
  const text = (await request(production.opsUrl).get('/metrics')).text;
  const scrape = parsePrometheusText(text.split('\n').filter((line) => line.includes('emoney_mail_attempts_total')).join('\n'));
  return Object.fromEntries(samplesOf(scrape, 'emoney_mail_attempts_total').map((s) => [s.labels.outcome!, s.value]));
}
const newEmail = () => `mail-${randomUUID()}@example.org`;
/** Past any backoff the job queue waits (at most an hour). */
const AN_HOUR = 3600_000;

describe('email in production', () => {
  it('sends the sign-up code to the relay once, marks it sent, and the code it carries completes the sign-up', async () => {
    const email = newEmail();
    const csrf = await hostedCsrf(production);
    await signUp(production, email, csrf);
    expect(smtp.accepted).toHaveLength(0); // queued with the sign-up, sent by the job queue
    await production.jobs.runDue();
    expect(smtp.accepted).toHaveLength(1);
    const [sent] = smtp.accepted;
    expect(sent!.to).toEqual([email]);
    expect(sent!.from).toBe('no-reply@example.com');
    expect(headerOf(sent!, 'Subject')).toBe('Your emoney sign-up code');
    const row = await outboxRow(production, email);
    expect(headerOf(sent!, 'Message-ID')).toBe(`<${row.id}@127.0.0.1>`);
    expect(row.sent_at).not.toBeNull();
    expect(row).toMatchObject({ attempts: 1, last_error: null, failed_at: null, claimed_until: null });
    expect(await mailJobs(production)).toEqual([]);

    // The code is what the customer reads in the email the relay received.
    // The code after its sentence: the body also names the address, whose random part may hold eight digits.
    const code = /enter this code on the sign-up screen: (\d{8})\b/.exec(bodyOf(sent!))?.[1];
    expect(code).toBeDefined();
    const verify = await request(production.url).post('/onboarding/api/session/verify').set(withCsrf(csrf)).send({ email, code, password: PASSWORD });
    expect(verify.status).toBe(201);

    // Running the queue again sends nothing more.
    production.clock.advance(AN_HOUR);
    await production.jobs.runDue();
    expect(smtp.offered()).toBe(1);
    expect((await mailAttempts()).sent).toBeGreaterThanOrEqual(1);
  });

  it('retries an attempt the relay refuses for now (451) after a backoff, and sends it once', async () => {
    smtp.reset({ refuse: (n) => (n === 1 ? 451 : undefined) });
    const before = await mailAttempts();
    const email = newEmail();
    await signUp(production, email);

    await production.jobs.runDue();
    expect(smtp.offered()).toBe(1);
    expect(smtp.accepted).toHaveLength(0);
    const refused = await outboxRow(production, email);
    expect(refused).toMatchObject({ sent_at: null, failed_at: null, attempts: 1, claimed_until: null });
    expect(refused.last_error).toMatch(/451/);
    const [job] = await mailJobs(production);
    expect(job!.run_at.getTime()).toBeGreaterThan(production.clock.now().getTime()); // backed off, not due yet

    await production.jobs.runDue(); // not due: nothing is offered
    expect(smtp.offered()).toBe(1);

    production.clock.advance(AN_HOUR);
    await production.jobs.runDue();
    expect(smtp.accepted).toHaveLength(1);
    expect(smtp.accepted[0]!.to).toEqual([email]);
    const sent = await outboxRow(production, email);
    expect(sent.sent_at).not.toBeNull();
    expect(sent).toMatchObject({ attempts: 2, last_error: null });
    expect(await mailJobs(production)).toEqual([]);

    production.clock.advance(AN_HOUR);
    await production.jobs.runDue();
    expect(smtp.offered()).toBe(2);
    const after = await mailAttempts();
    expect((after.retrying ?? 0) - (before.retrying ?? 0)).toBe(1);
    expect((after.sent ?? 0) - (before.sent ?? 0)).toBe(1);
  });

  it('gives an email up when the relay refuses it for good (550): recorded, never offered again', async () => {
    smtp.reset({ refuse: () => 550 });
    const before = await mailAttempts();
    const email = newEmail();
    await signUp(production, email);
    await production.jobs.runDue();
    production.clock.advance(AN_HOUR);
    await production.jobs.runDue();
    expect(smtp.offered()).toBe(1);
    const row = await outboxRow(production, email);
    expect(row.sent_at).toBeNull();
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toMatch(/550/);
    expect(await mailJobs(production)).toEqual([]);
    expect(((await mailAttempts()).failed ?? 0) - (before.failed ?? 0)).toBe(1);
  });

  it('two workers running one email at once send it once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    smtp.reset({ hold: () => held });
    const email = newEmail();
    await signUp(production, email);
    // A second job for the same email, as when a job is taken over after its lease ran out.
    const [job] = await mailJobs(production);
    await production.ctx.db.insertInto('jobs').values({ ...job!, payload: toJson(job!.payload), id: randomUUID(), attempts: 0 }).execute();
    const first = production.jobs;
    const second = createJobRunner(production.ctx);

    const runs = [first.runDue(), second.runDue()];
    // While one worker holds the email (the relay has not answered yet), the other finds it claimed.
    await until(async () => (await mailJobs(production)).some((j) => j.last_error?.includes('being sent by another process')), 10_000, 'the second run to find the email claimed');
    release();
    await Promise.all(runs);
    production.clock.advance(AN_HOUR);
    await Promise.all([first.runDue(), second.runDue()]);

    expect(smtp.offered()).toBe(1);
    expect(smtp.accepted).toHaveLength(1);
    const row = await outboxRow(production, email);
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(await mailJobs(production)).toEqual([]);
  });

  it('without a relay: says so at start, keeps every email queued, and a worker with a working relay sends them', async () => {
    expect(noRelayLogs.some((l) => l.level === 50 && String(l.msg).startsWith('no SMTP relay configured'))).toBe(true);
    const email = newEmail();
    await signUp(noRelay, email);
    noRelay.clock.advance(AN_HOUR);
    await noRelay.jobs.runDue();
    expect((await outboxRow(noRelay, email)).sent_at).toBeNull();
    expect(await mailJobs(noRelay)).toHaveLength(1);

    // A worker whose relay refuses its log-in (a configuration error) records it and keeps the email for later.
    const relay = (url: string) => createJobRunner({ ...noRelay.ctx, config: { ...noRelay.ctx.config, mail: loadConfig({ EMONEY_SMTP_URL: url, EMONEY_MAIL_FROM: FROM }).mail } });
    await relay(smtp.url.replace(/:[^:@/]+@/, ':wrong@')).runDue();
    const refused = await outboxRow(noRelay, email);
    expect(refused).toMatchObject({ sent_at: null, failed_at: null, attempts: 1 });
    expect(refused.last_error).toMatch(/535/);
    expect(smtp.offered()).toBe(0);

    // A worker configured with the relay, on the same database, sends what waited.
    noRelay.clock.advance(AN_HOUR);
    const worker = relay(smtp.url);
    await worker.runDue();
    expect(smtp.accepted.map((m) => m.to)).toEqual([[email]]);
    expect((await outboxRow(noRelay, email)).sent_at).not.toBeNull();
  });
});

it('the sandbox sends nothing, even with a relay configured: its mailbox shows the email', async () => {
  const email = newEmail();
  await signUp(sandbox, email);
  sandbox.clock.advance(AN_HOUR);
  await sandbox.jobs.runDue();
  expect(smtp.offered()).toBe(0);
  expect(await mailJobs(sandbox)).toEqual([]);
  expect(await mailbox(sandbox, email)).toHaveLength(1);
});
