import { startPgliteServer } from '../src/pglite-server';

export interface PgliteChild {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite served on a local socket, as the embedded mode runs it. It loads its WebAssembly through a dynamic
 * import, which Jest allows because the test command runs Node with --experimental-vm-modules.
 */
export async function startPgliteChild(dataDir: string): Promise<PgliteChild> {
  const server = await startPgliteServer({ dataDir });
  return { url: server.url, stop: () => server.stop() };
}
