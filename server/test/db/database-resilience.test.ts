import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { TEST_DATABASE } from '../support/test-db.js';
import { clientCredentialsToken } from '../support/tokens.js';

describe.runIf(TEST_DATABASE === 'postgres')('PostgreSQL connection loss', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('survives its connections being killed (as in a PostgreSQL restart) and serves again', async () => {
    const token = await clientCredentialsToken(server);
    const context = () => request(server.url).get('/auth/context').set('Authorization', `Bearer ${token}`);
    expect((await context()).status).toBe(200);
    const { rows } = await sql<{ db: string }>('SELECT current_database() AS db', server);
    // Kill every connection of the server's pool, the way a restart would.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [rows[0]!.db]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The process is alive and the pool reconnects on the next query.
    expect((await context()).status).toBe(200);
  });
});

async function sql<T>(text: string, server: TestServer): Promise<{ rows: T[] }> {
  const { sql: raw } = await import('kysely');
  const result = await raw.raw<T>(text).execute(server.ctx.db);
  return { rows: result.rows };
}
