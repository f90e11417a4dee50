import type { Server } from 'node:http';
import type { AppContext } from '../../app-context.js';

/**
 * Order notifications over WebSocket (placeholder until the money feature lands): attaches to
 * the HTTP server's upgrade event and returns how to close it.
 */
export function attachOrderNotifications(_server: Server, _ctx: AppContext): { close(): Promise<void> } {
  return { close: async () => undefined };
}
