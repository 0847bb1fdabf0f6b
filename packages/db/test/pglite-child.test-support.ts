import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface PgliteChild {
  url: string;
  stop(): Promise<void>;
}

const CHILD_SCRIPT = `
const fs = require('node:fs');
const Module = require('node:module');
const ts = require('typescript');
const file = process.argv[1];
const source = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
}).outputText;
const mod = new Module(file);
mod.filename = file;
mod.paths = Module._nodeModulePaths(require('node:path').dirname(file));
mod._compile(source, file);
mod.exports.startPgliteServer({ dataDir: process.argv[2] }).then((server) => {
  process.stdout.write('listening ' + server.url + '\\n');
  process.on('SIGTERM', () => server.stop().then(() => process.exit(0)));
}, (error) => { console.error(error); process.exit(1); });
`;

/**
 * Runs src/pglite-server.ts in a child Node process: PGlite loads its WebAssembly through a
 * dynamic import, which Jest's module sandbox refuses. The source is transpiled on the fly so the
 * test exercises it rather than a stale build.
 */
export async function startPgliteChild(dataDir: string): Promise<PgliteChild> {
  const source = path.join(__dirname, '..', 'src', 'pglite-server.ts');
  const child = spawn(process.execPath, ['-e', CHILD_SCRIPT, source, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`PGlite server exited with ${code}: ${output}`)));
  });
  return { url, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
