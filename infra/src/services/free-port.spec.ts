import { createServer, type Server } from 'node:net';
import { choosablePortRange, ephemeralPortRange, getFreePort, getFreePorts } from './free-port';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The ports the test stand-ups listen on: never one the kernel could give an outgoing connection meanwhile. */
describe('free ports for the services and products under test', () => {
  it('chooses below the kernel’s ephemeral range, or above it when there is no room below', () => {
    expect(choosablePortRange([32768, 60999])).toEqual([10_000, 32767]);
    expect(choosablePortRange([1024, 50000])).toEqual([50001, 65535]);
    expect(choosablePortRange([1024, 65000])).toEqual([1024, 65535]);
  });

  it('hands out distinct ports outside this machine’s ephemeral range that can be listened on', async () => {
    const [low, high] = ephemeralPortRange();
    const ports = await getFreePorts(20);
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port < low || port > high).toBe(true);
      await close(await listen(port));
    }
  });

  it('never hands out a port something is listening on', async () => {
    const taken = await listen(0);
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(getFreePort([port, port])).rejects.toThrow(`no free port found in ${port}-${port}`);
    } finally {
      await close(taken);
    }
    expect(await getFreePort([port, port])).toBe(port);
  });
});
