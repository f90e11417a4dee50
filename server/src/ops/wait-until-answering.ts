/**
 * Resolves once `url` answers 200: how the process knows it serves, not just listens (an open
 * port whose event loop is still busy accepts connections and answers nothing for seconds).
 * Gives up after `timeoutMs` and resolves false.
 */
export async function waitUntilAnswering(url: string, options: { intervalMs?: number; timeoutMs?: number } = {}): Promise<boolean> {
  const { intervalMs = 100, timeoutMs = 120_000 } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
