/**
 * Something a whole spec file shares (the API, the site in a browser): started in `beforeAll`, closed in `afterAll`,
 * and handed out at once as a stand-in that forwards to it, so a suite can name it at the top of the file. Using it
 * outside tests and hooks, before it has started, is a mistake in the spec and says so.
 */
export function forThisFile<T extends { close(): Promise<void> }>(what: string, start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!started) throw new Error(`${what} starts in beforeAll: use it from tests and hooks`);
      const value = Reflect.get(started, key, started) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(started) : value;
    },
  });
}
