import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Which of `pids` holds the loopback TCP connection whose local port is `port` (Linux: the socket's
 * inode from /proc/net/tcp, then the process with that socket among its open files), or undefined.
 * A fault test uses it to kill exactly the process that holds a request.
 */
export function ownerOfLoopbackPort(port: number, pids: readonly number[]): number | undefined {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      if (local && parseInt(local.split(':')[1] ?? '', 16) === port) inodes.add(fields[9] ?? '');
    }
  }
  inodes.delete('');
  inodes.delete('0');
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}
