import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust auth on loopback). */
  url: string;
  /** `pg_ctl stop -m fast`: connections are cut, new ones refused, until `start`. */
  stop(): Promise<void>;
  /** `pg_ctl start -w`: resolves once the cluster accepts connections. */
  start(): Promise<void>;
  /** Stops it for good and removes its data folder. */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder (Debian's layout), or undefined. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Why a private cluster cannot run here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!postgresBin()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (initdb, pg_ctl)';
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return 'running as root without runuser to run PostgreSQL as the postgres user';
  return undefined;
}

/**
 * A throwaway PostgreSQL cluster of this test's own (initdb into the temp folder, on a free loopback
 * port, no fsync): it can be really stopped and started without touching the machine's shared one.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (runuser).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin()!;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'emoney-faults-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgRun = (tool: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args));
  const data = join(dir, 'data');
  await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freeLoopbackPort();
  const options = [`-p ${port}`, '-c listen_addresses=127.0.0.1', `-c unix_socket_directories=${dir}`, '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c shared_buffers=16MB', '-c max_connections=60'].join(' ');
  const log = join(dir, 'postgres.log');
  const start = async () => {
    await pgRun('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    destroy: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
