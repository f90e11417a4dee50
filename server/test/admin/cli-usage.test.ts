/**
 * Every `emoney admin` command answers --help, and bad input (unknown command,
 * unknown or missing option, a malformed value, an unknown id) gives a clear message on stderr,
 * no stack trace, a non-zero exit code, and with --json one JSON error document on stdout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../../src/admin/commands.js';
import { createLogger } from '../../src/logger.js';
import { openTestDatabase, TEST_DATABASE } from '../support/test-db.js';
import { runCli } from './run-cli.js';

describe.runIf(TEST_DATABASE === 'postgres')('emoney admin: help and bad input', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let url: string;
  beforeAll(async () => {
    database = await openTestDatabase(createLogger('silent', 'json'));
    url = database.url!;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('--help of every command names its usage, options and examples, and exits 0 without touching the database', async () => {
    const runs = await Promise.all(ADMIN_COMMANDS.map((c) => runCli('postgres://nobody@127.0.0.1:1/none', ['admin', c.group, c.name, '--help'])));
    ADMIN_COMMANDS.forEach((c, i) => {
      const run = runs[i]!;
      expect(run.code, `${c.group} ${c.name}: ${run.stderr}`).toBe(0);
      expect(run.stdout).toContain(`Usage: emoney admin ${c.group} ${c.name}`);
      expect(run.stdout).toContain('--json');
      expect(run.stdout).toContain('Examples:');
      for (const option of Object.keys(c.options)) expect(run.stdout).toContain(`--${option}`);
    });
    const top = await runCli(url, ['admin', '--help']);
    expect(top.code).toBe(0);
    for (const c of ADMIN_COMMANDS) expect(top.stdout).toContain(`${c.group} ${c.name}`);
    const group = await runCli(url, ['admin', 'grants', '--help']);
    expect(group.code).toBe(0);
    expect(group.stdout).toMatch(/list[\s\S]*revoke/);
  }, 300_000);

  it('bad input: a clear message, exit code 2 (usage) or 1 (unknown id), never a stack trace', async () => {
    const cases: { args: string[]; code: number; message: RegExp }[] = [
      { args: ['nonsense'], code: 2, message: /unknown command "nonsense"/ },
      { args: ['admin', 'bogus', 'list'], code: 2, message: /unknown group "bogus"; the groups are partners, apps/ },
      { args: ['admin', 'apps', 'destroy'], code: 2, message: /unknown command "destroy"; the commands of apps are create, list/ },
      { args: ['admin', 'partners', 'list', '--bogus'], code: 2, message: /Unknown option '--bogus'/ },
      { args: ['admin', 'partners', 'create'], code: 2, message: /--name is required/ },
      { args: ['admin', 'partners', 'create', '--name'], code: 2, message: /--name <value>' argument missing/ },
      { args: ['admin', 'apps', 'create', '--partner', 'not-a-uuid', '--name', 'x', '--kind', 'client_credentials', '--privacy-url', 'https://a.test/p', '--terms-url', 'https://a.test/t'], code: 2, message: /--partner must be a UUID, got "not-a-uuid"/ },
      { args: ['admin', 'apps', 'create', '--partner', crypto.randomUUID(), '--name', 'x', '--kind', 'implicit', '--privacy-url', 'https://a.test/p', '--terms-url', 'https://a.test/t'], code: 2, message: /--kind must be one of client_credentials, authorization_code, got "implicit"/ },
      { args: ['admin', 'apps', 'create', '--partner', crypto.randomUUID(), '--name', 'x', '--kind', 'client_credentials', '--privacy-url', 'https://a.test/p', '--terms-url', 'https://a.test/t'], code: 1, message: /No partner has the id/ },
      { args: ['admin', 'secrets', 'rotate', '--app', crypto.randomUUID()], code: 1, message: /No app has the client id/ },
      { args: ['admin', 'grants', 'revoke', '--app', crypto.randomUUID(), '--user', 'nobody@example.org'], code: 1, message: /No app has the client id/ },
      { args: ['admin', 'grants', 'list', '--limit', 'many'], code: 2, message: /--limit must be a whole number/ },
      { args: ['admin', 'webhooks', 'replay'], code: 2, message: /missing <delivery id>/ },
      { args: ['admin', 'webhooks', 'replay', crypto.randomUUID()], code: 1, message: /No webhook delivery has the id/ },
    ];
    const runs = await Promise.all(cases.map((c) => runCli(url, c.args)));
    cases.forEach((c, i) => {
      const run = runs[i]!;
      expect(run.code, `${c.args.join(' ')}: ${run.stderr}`).toBe(c.code);
      expect(run.stderr).toMatch(c.message);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    });
  }, 300_000);

  it('--json: an error is one JSON document on stdout with its code; a bad app is refused field by field', async () => {
    // No database named: refused, rather than working on one in memory.
    const nowhere = await runCli('', ['admin', 'partners', 'list', '--json'], { EMONEY_DATA_DIR: '' });
    expect(nowhere.code).toBe(1);
    expect(nowhere.json().error).toMatchObject({ code: 'configuration', message: expect.stringMatching(/set DATABASE_URL, or EMONEY_DATA_DIR/) });
    const unknown = await runCli(url, ['admin', 'secrets', 'rotate', '--app', crypto.randomUUID(), '--json']);
    expect(unknown.code).toBe(1);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: expect.stringMatching(/No app has the client id/) } });
    const partner = await runCli(url, ['admin', 'partners', 'create', '--name', 'Bad apps Ltd', '--json']);
    expect(partner.code, partner.stderr).toBe(0);
    const { id } = partner.json();
    const bad = await runCli(url, [
      ...['admin', 'apps', 'create', '--partner', id, '--name', 'Wallet', '--kind', 'authorization_code', '--json'],
      ...['--privacy-url', 'ftp://a.test/p', '--terms-url', 'https://a.test/t', '--redirect-uri', 'javascript:alert(1)', '--verified-domain', 'not a domain'],
    ]);
    expect(bad.code).toBe(2);
    const error = bad.json().error;
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/privacyPolicyUrl must be an absolute http\(s\) URL/);
    expect(error.message).toMatch(/redirectUris "javascript:alert\(1\)" is not an absolute URL/);
    expect(error.message).toMatch(/verifiedDomain must be a domain name/);
    // Refused input changes nothing.
    expect(await database.db.selectFrom('apps').select('id').where('partner_id', '=', id).execute()).toEqual([]);
  }, 60_000);
});
