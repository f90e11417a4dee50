// Preloaded (node --import) by start-banner.test.ts: the event loop stays busy for
// BUSY_AFTER_LISTENING_MS once the server listens, as it is when the job queue, the local chains'
// watchers and the first compilations run right after `listen` on a slow or loaded machine: the
// port is open, but nothing answers yet.
import { Server } from 'node:http';

const ms = Number(process.env.BUSY_AFTER_LISTENING_MS ?? 0);
const listen = Server.prototype.listen;
Server.prototype.listen = function (...args) {
  const result = listen.apply(this, args);
  // After the listen callback (registered first, by listen itself).
  this.once('listening', () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms));
  return result;
};
