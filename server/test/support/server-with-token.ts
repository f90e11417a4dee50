import { startTestServer, type TestConfigOverrides, type TestServer } from './test-app.js';
import { clientCredentialsToken } from './tokens.js';

/**
 * A test server of its own, and an access token of its seeded client-credentials app (got over
 * HTTP, as a partner would). The server is closed again when the token cannot be had, so a failed
 * setup leaves nothing running.
 */
export async function serverWithToken(overrides?: TestConfigOverrides, options?: Parameters<typeof startTestServer>[1]): Promise<{ server: TestServer; token: string }> {
  const server = await startTestServer(overrides, options);
  try {
    return { server, token: await clientCredentialsToken(server) };
  } catch (error) {
    await server.close();
    throw error;
  }
}
