/**
 * An api process run as deployed (`EMONEY_ROLE=api`, `EMONEY_OPS_PORT`): /metrics is refused on
 * the API's port and served on the operations port; a process that finds another issuer
 * (EMONEY_PUBLIC_URL) in the database says so when it starts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { seededDatabase, startServerProcess, until } from '@emoney/test-support/server-process';
import { TEST_DATABASE } from '../support/test-db.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe.runIf(TEST_DATABASE === 'postgres')('an api process with an operations port', () => {
  it('refuses /metrics on the API port, serves it on EMONEY_OPS_PORT, and warns when a second process names another issuer', async () => {
    const database = await seededDatabase(cleanups);
    const first = await startServerProcess(database.url, { EMONEY_ROLE: 'api', EMONEY_OPS_PORT: '0', EMONEY_PUBLIC_URL: 'http://api.example.test' }, cleanups);
    const api = `http://127.0.0.1:${first.port!}`;
    const ops = `http://127.0.0.1:${first.opsPort!}`;
    const refused = await fetch(`${api}/metrics`);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('emoney_');
    expect(await (await fetch(`${api}/health`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${api}/`)).status).toBe(200);
    const scrape = await fetch(`${ops}/metrics`);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('emoney_http_requests_total{operation="getWelcome"');
    expect(await (await fetch(`${ops}/health`)).json()).toEqual({ status: 'ok', role: 'api' });
    // The operations port serves nothing of the API.
    expect((await fetch(`${ops}/`)).status).toBe(404);
    expect(first.logs.some((line) => String(line.msg).includes('different EMONEY_PUBLIC_URL'))).toBe(false);

    const second = await startServerProcess(database.url, { EMONEY_ROLE: 'worker', EMONEY_PUBLIC_URL: 'http://other.example.test' }, cleanups);
    await until(() => second.logs.some((line) => String(line.msg).includes('different EMONEY_PUBLIC_URL')), 10_000, 'the issuer warning');
    const warning = second.logs.find((line) => String(line.msg).includes('different EMONEY_PUBLIC_URL'))!;
    expect(warning).toMatchObject({ level: 40, issuer: 'http://other.example.test', databaseIssuer: 'http://api.example.test' });
  }, 120_000);
});
