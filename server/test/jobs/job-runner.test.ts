import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, JobRunner } from '../../src/jobs/jobs.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const pending = async (kind: string) => server.ctx.db.selectFrom('jobs').selectAll().where('kind', '=', kind).execute();

describe('JobRunner', () => {
  it('runs a job when it comes due, not before, and then forgets it', async () => {
    const runs: string[] = [];
    const runner = new JobRunner(server.ctx);
    runner.register('test.due', async (_ctx, payload: { n: string }) => {
      runs.push(payload.n);
    });
    await enqueueJob(server.ctx.db, { kind: 'test.due', payload: { n: 'a' }, runAt: new Date(server.clock.now().getTime() + 1000) });
    expect(await runner.runDue()).toBe(0);
    server.clock.advance(1000);
    expect(await runner.runDue()).toBe(1);
    expect(runs).toEqual(['a']);
    expect(await pending('test.due')).toEqual([]);
  });

  it('retries a failing job later with backoff, keeping the error', async () => {
    let attempts = 0;
    const runner = new JobRunner(server.ctx);
    runner.register('test.flaky', async () => {
      attempts += 1;
      if (attempts < 3) throw new Error(`boom ${attempts}`);
    });
    await enqueueJob(server.ctx.db, { kind: 'test.flaky', payload: {}, runAt: server.clock.now() });
    await runner.runDue();
    const [after1] = await pending('test.flaky');
    expect(after1).toMatchObject({ attempts: 1, last_error: 'boom 1', locked_until: null });
    expect(after1!.run_at.getTime()).toBeGreaterThan(server.clock.now().getTime());
    expect(await runner.runDue()).toBe(0); // not due yet: backoff
    server.clock.advance(2_000);
    await runner.runDue();
    server.clock.advance(4_000);
    await runner.runDue();
    expect(attempts).toBe(3);
    expect(await pending('test.flaky')).toEqual([]);
  });

  it('never runs one job twice when several runners poll the same database at once', async () => {
    const counts = new Map<number, number>();
    const runners = [0, 1, 2].map(() => {
      const runner = new JobRunner(server.ctx);
      runner.register('test.once', async (_ctx, payload: { n: number }) => {
        counts.set(payload.n, (counts.get(payload.n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 1));
      });
      return runner;
    });
    for (let n = 0; n < 60; n += 1) await enqueueJob(server.ctx.db, { kind: 'test.once', payload: { n }, runAt: server.clock.now() });
    const ran = await Promise.all(runners.map((r) => r.runDue()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(60);
    expect(counts.size).toBe(60);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
  });
});
