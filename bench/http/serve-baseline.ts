/**
 * A baseline for the HTTP benchmark, in a process of its own: bare `node:http` or Express 5,
 * answering each benchmarked path with exactly the status, headers and body our server answered
 * (captured by the driver and passed in BENCH_RESPONSES). What the baseline costs is what any
 * server on this framework pays to send those bytes; what ours costs beyond it is our own work.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

export interface CapturedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const kind = process.argv[2];
const responses = JSON.parse(process.env.BENCH_RESPONSES ?? '{}') as Record<string, CapturedResponse>;

function send(res: ServerResponse, captured: CapturedResponse) {
  res.writeHead(captured.status, captured.headers);
  res.end(captured.body);
}

let handler: (req: IncomingMessage, res: ServerResponse) => void;
if (kind === 'http') {
  handler = (req, res) => {
    const captured = responses[req.url ?? ''];
    if (captured) send(res, captured);
    else res.writeHead(404).end();
  };
} else if (kind === 'express') {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  // One route per captured path (query strings included): Express routes by path.
  for (const [url, captured] of Object.entries(responses)) {
    const [path, query = ''] = url.split('?');
    app.get(path!, (req, res) => {
      if ((req.originalUrl.split('?')[1] ?? '') !== query) {
        res.sendStatus(404);
        return;
      }
      res.status(captured.status).set(captured.headers).send(captured.body);
    });
  }
  handler = app;
} else {
  throw new Error(`unknown baseline ${kind}: http or express`);
}

const server = createServer(handler);
server.listen(0, '127.0.0.1', () => {
  process.send!({ type: 'ready', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'cpu') process.send!({ type: 'cpu', cpu: cpuMicros() });
  if (message.type === 'stop') server.close(() => process.exit(0));
});

/** CPU time this process has used (user + system), in microseconds. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}
