import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface ChdbHttpServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts infra/clickhouse/chdb-http-server.cjs in a child process (chDB binds one data path per process). `sessions`:
 * how many chDB sessions on the path serve requests side by side (default 4; see the script).
 */
export async function startChdbHttpServer(options: { path: string; port?: number; sessions?: number }): Promise<ChdbHttpServer> {
  const script = join(__dirname, '..', '..', 'clickhouse', 'chdb-http-server.cjs');
  const args = [script, '--path', options.path, '--port', String(options.port ?? 0)];
  if (options.sessions !== undefined) args.push('--sessions', String(options.sessions));
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`chDB HTTP server exited with ${code}: ${stderr}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
