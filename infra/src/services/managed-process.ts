import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnOptions {
  command: string;
  args: string[];
  cwd: string;
  logFile: string;
  env?: NodeJS.ProcessEnv;
  uid?: number;
  gid?: number;
  /** The signal that asks this program for a clean, quick shutdown. */
  stopSignal?: NodeJS.Signals;
}

/** A foreground child whose stdout and stderr go to a log file, with a reliable stop. */
export class ManagedProcess {
  readonly exited: Promise<ProcessExit>;
  private exit: ProcessExit | undefined;

  private constructor(
    private readonly child: ChildProcess,
    private readonly stopSignal: NodeJS.Signals,
  ) {
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
      // Only spawn failures (ENOENT, EACCES) reach 'error' before 'exit'; report them as code -1.
      child.once('error', () => {
        this.exit ??= { code: -1, signal: null };
        resolve(this.exit);
      });
    });
  }

  static spawn(options: SpawnOptions): ManagedProcess {
    const log = openSync(options.logFile, 'a');
    try {
      const child = spawn(options.command, options.args, {
        cwd: options.cwd,
        env: options.env ?? process.env,
        stdio: ['ignore', log, log],
        ...(options.uid === undefined ? {} : { uid: options.uid }),
        ...(options.gid === undefined ? {} : { gid: options.gid }),
      });
      return new ManagedProcess(child, options.stopSignal ?? 'SIGTERM');
    } finally {
      closeSync(log);
    }
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.exit === undefined;
  }

  /** Sends the stop signal, then SIGKILL if the program has not exited within graceMs. */
  async stop(graceMs = 10000): Promise<void> {
    if (!this.running) return;
    this.child.kill(this.stopSignal);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    timer.unref();
    await this.exited;
    clearTimeout(timer);
  }

  killNow(): void {
    if (this.running) this.child.kill('SIGKILL');
  }
}

/** A private temporary directory for one service instance. */
export class ServiceDir {
  readonly path: string;

  constructor(prefix: string, owner?: { uid: number; gid: number }) {
    this.path = mkdtempSync(join(tmpdir(), `emberhold-${prefix}-`));
    if (owner) chownSync(this.path, owner.uid, owner.gid);
  }

  file(name: string): string {
    return join(this.path, name);
  }

  remove(): void {
    rmSync(this.path, { recursive: true, force: true, maxRetries: 3 });
  }
}

export function tailOfFile(file: string, lines = 40): string {
  if (!existsSync(file)) return '';
  const size = statSync(file).size;
  const length = Math.min(size, 64 * 1024);
  if (length === 0) return '';
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, size - length);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
