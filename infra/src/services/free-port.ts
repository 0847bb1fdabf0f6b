import { createServer } from 'node:net';

/** Asks the kernel for a currently unused TCP port on 127.0.0.1. */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}

/** Distinct free ports: the kernel may hand the same ephemeral port back once it is closed. */
export async function getFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await getFreePort());
  return [...ports];
}

/** True for start failures worth retrying on fresh ports (another process grabbed ours meanwhile). */
export function looksLikePortClash(text: string): boolean {
  return /address already in use|EADDRINUSE|could not bind|bind: /i.test(text);
}
