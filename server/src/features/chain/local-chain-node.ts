import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from 'pino';
import { anvilBinaryPath } from './anvil-binary.js';

export interface LocalNodeOptions {
  /** EIP-155 id the node answers (the testnet it stands for). */
  chainId: number;
  /** Loopback port; 0 picks a free one. */
  port: number;
  /** Where the node keeps its state between runs (loaded at start, written every second and on exit); none keeps it in memory. */
  stateFile?: string | undefined;
  logger?: Logger | undefined;
}

export interface LocalNode {
  rpcUrl: string;
  port: number;
  pid: number | undefined;
  /** Resolves when the process exits on its own (a crash); `stop()` does not resolve it. */
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

export class AnvilMissingError extends Error {
  constructor() {
    super(`no anvil binary for ${process.platform}-${process.arch}: npm installs @foundry-rs/anvil-<os>-<arch> as an optional dependency of the server`);
    this.name = 'AnvilMissingError';
  }
}

const READY_TIMEOUT_MS = 15_000;

/**
 * Starts anvil on 127.0.0.1. Fees are zero (base fee, gas price and the minimum priority fee), so
 * the platform's pre-signed transactions never wait on the fee market and test accounts never run
 * dry; blocks are mined as transactions arrive. Resolves once the node listens.
 */
export async function startLocalNode(options: LocalNodeOptions): Promise<LocalNode> {
  const binary = anvilBinaryPath();
  if (!binary) throw new AnvilMissingError();
  const args = ['--host', '127.0.0.1', '--port', String(options.port), '--chain-id', String(options.chainId), '--base-fee', '0', '--gas-price', '0', '--no-priority-fee'];
  const pidFile = options.stateFile ? `${options.stateFile}.pid` : undefined;
  if (options.stateFile) {
    mkdirSync(dirname(options.stateFile), { recursive: true });
    args.push('--state', options.stateFile, '--state-interval', '1');
    await stopLeftoverNode(pidFile!, options.logger);
  }
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // A node must not outlive the server: on any exit of ours (a crash, process.exit) it goes too.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => {
    process.off('exit', killOnExit);
    if (pidFile) rmSync(pidFile, { force: true });
  });
  if (pidFile && child.pid) writeFileSync(pidFile, String(child.pid));
  let stopping = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => (stopping ? undefined : resolve(code))));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`anvil did not start within ${READY_TIMEOUT_MS / 1000} s:\n${output}`)), READY_TIMEOUT_MS);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        // Keep draining its log so the pipe never fills; anvil logs every call at info.
        child.stdout?.resume();
        resolve(Number(listening[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`anvil exited with ${code} before listening:\n${output}`)));
  });
  child.stderr?.on('data', (chunk: Buffer) => options.logger?.warn({ chainId: options.chainId }, `anvil: ${chunk.toString().trim()}`));
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    exited,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // SIGTERM lets anvil write its state file one last time.
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A server killed outright (SIGKILL, a power cut of the terminal) leaves its node running on the
 * port, which the next start needs: stop the node the pid file names, if it is still an anvil.
 */
async function stopLeftoverNode(pidFile: string, logger: Logger | undefined): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAnvil(pid)) return;
  logger?.warn({ pid }, 'stopping the local chain node left running by an earlier start');
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  // It writes its state file as it stops; wait for it (at most 5 s).
  for (let waited = 0; waited < 5_000 && isAnvil(pid); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
}

function isAnvil(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('anvil');
  } catch {
    // No such process, or no /proc (macOS): never signal a process we cannot tell is ours.
    return false;
  }
}
