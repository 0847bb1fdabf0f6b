import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PgliteTestServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite behind its socket server, as the embedded mode runs it, in a child process: PGlite loads its WebAssembly
 * through a dynamic import, which Jest's module sandbox refuses.
 */
export async function startPgliteServer(): Promise<PgliteTestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-pglite-'));
  const script = `
    const { PGlite } = require('@electric-sql/pglite');
    const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');
    (async () => {
      const db = await PGlite.create(process.argv[1]);
      const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 10 });
      await server.start();
      process.stdout.write('listening ' + server.getServerConn() + '\\n');
      process.on('SIGTERM', async () => { await server.stop(); await db.close(); process.exit(0); });
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  const child = spawn(process.execPath, ['-e', script, dataDir], { cwd: join(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'pipe'] });
  const address = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`PGlite server exited with ${code}: ${output}`)));
  });
  return {
    url: `postgresql://postgres@${address}/postgres?sslmode=disable`,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
