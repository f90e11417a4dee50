import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived. */
  body: string;
  at: number;
  /** The sender's port on loopback: which process holds the connection (see `ownerOfLoopbackPort`). */
  remotePort: number;
}

/**
 * A webhook receiver on loopback: records every request, answers what `respond` says (200 by
 * default) or, when `hold` says so, never answers (the sender waits until its timeout or its end),
 * and can be taken down and brought back up on the same port.
 */
export class Receiver {
  readonly received: Received[] = [];
  respond: (req: Received) => number = () => 200;
  hold: (req: Received) => boolean = () => false;
  private server: Server | undefined;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const entry = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now(), remotePort: req.socket.remotePort ?? 0 };
        this.received.push(entry);
        if (this.hold(entry)) return;
        const status = this.respond(entry);
        res.writeHead(status, status >= 300 && status < 400 ? { Location: 'http://127.0.0.1:1/elsewhere' } : {}).end(status === 200 ? 'ok' : '');
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Down: connections are refused until `start()` again (same port). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  of(type: string): Received[] {
    return this.received.filter((r) => (JSON.parse(r.body) as { type: string }).type === type);
  }
}
