import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Linux's default range of ephemeral ports, when the kernel's own cannot be read. */
const DEFAULT_EPHEMERAL: readonly [number, number] = [32768, 60999];

/** The kernel's range of ephemeral ports: those it hands to outgoing connections and to listeners on port 0. */
export function ephemeralPortRange(): readonly [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low !== undefined && high !== undefined && low > 0 && high >= low) return [low, high];
  } catch {
    // Not Linux, or /proc unreadable: the default range.
  }
  return DEFAULT_EPHEMERAL;
}

/**
 * Where ports are chosen: below the ephemeral range (else above it). A port the kernel gave out as ephemeral could
 * be taken again by any outgoing connection (a Kafka client, a database pool) between our check and the service's
 * bind, which made a product fail to start with EADDRINUSE; no connection is ever given a port outside the range.
 */
export function choosablePortRange(ephemeral: readonly [number, number] = ephemeralPortRange()): readonly [number, number] {
  const [low, high] = ephemeral;
  if (low - 1 >= 12_000) return [10_000, low - 1];
  if (high + 1 <= 63_000) return [high + 1, 65_535];
  return [1_024, 65_535];
}

/** True when `port` on 127.0.0.1 can be listened on now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Handed out by this process already: never handed out twice. */
const handedOut = new Set<number>();

/**
 * A currently unused TCP port on 127.0.0.1, chosen at random in `range` (by default outside the kernel's ephemeral
 * range, choosablePortRange) and checked by listening on it. Random, so that processes choosing at the same time
 * (Jest's workers, the services they start) rarely pick the same one.
 */
export async function getFreePort(range: readonly [number, number] = choosablePortRange()): Promise<number> {
  const [low, high] = range;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port) || !(await bindable(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port found in ${low}-${high} after 200 tries`);
}

/** Distinct free ports. */
export async function getFreePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) ports.push(await getFreePort());
  return ports;
}

/** True for start failures worth retrying on fresh ports (another process grabbed ours meanwhile). */
export function looksLikePortClash(text: string): boolean {
  return /address already in use|EADDRINUSE|could not bind|bind: /i.test(text);
}
