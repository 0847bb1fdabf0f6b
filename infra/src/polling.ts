/**
 * Retries `check` (typically a block of expect() calls) until it passes or `timeoutMs` runs out, then rethrows its
 * last failure. Tests wait for asynchronous outcomes this way instead of sleeping a fixed time.
 */
export async function eventually<T>(check: () => T | Promise<T>, { timeoutMs = 30_000, intervalMs = 50 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A name no other test (or earlier run against the same server) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
