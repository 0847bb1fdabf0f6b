import { setTimeout as sleep } from 'node:timers/promises';
import { looksLikePortClash } from './free-port';
import { ManagedProcess, ServiceDir, tailOfFile, type SpawnOptions } from './managed-process';
import { interruptedBySignal, trackService } from './process-registry';
import { ServiceStartError } from './service-start.error';

/** What every launcher returns. */
export interface ServiceHandle {
  readonly name: string;
  /** The primary connection string (DATABASE_URL, REDIS_URL, KAFKA_BROKERS value). */
  readonly url: string;
  /** Environment lines for an application that should use this service. */
  readonly env: Readonly<Record<string, string>>;
  /** The instance's private temporary directory (removed by stop()). */
  readonly dir: string;
  readonly logFile: string;
  readonly startupMs: number;
  stop(): Promise<void>;
}

/**
 * One running service: its private directory and every process started in it (preparation steps
 * and the server). It is registered for signal cleanup from the moment the directory exists, so an
 * interrupt during initdb or storage formatting leaves nothing behind either.
 */
export class ServiceInstance {
  readonly dir: ServiceDir;
  readonly logFile: string;
  private readonly processes = new Set<ManagedProcess>();
  private readonly untrack: () => void;
  private stopping: Promise<void> | undefined;

  constructor(
    readonly name: string,
    private readonly graceMs: number,
    owner?: { uid: number; gid: number },
  ) {
    const signal = interruptedBySignal();
    if (signal) throw new ServiceStartError(name, `interrupted by ${signal}`);
    this.dir = new ServiceDir(name, owner);
    this.logFile = this.dir.file(`${name}.log`);
    this.untrack = trackService({ name, stop: () => this.stop(), killNow: () => this.killNow() });
  }

  spawn(options: Omit<SpawnOptions, 'logFile' | 'cwd'>): ManagedProcess {
    if (this.stopping || interruptedBySignal()) throw new ServiceStartError(this.name, 'stopped while starting');
    const proc = ManagedProcess.spawn({ ...options, cwd: this.dir.path, logFile: this.logFile });
    this.processes.add(proc);
    void proc.exited.then(() => this.processes.delete(proc));
    return proc;
  }

  /** Runs a short-lived preparation command (initdb, storage format) to completion. */
  async runStep(step: string, options: Omit<SpawnOptions, 'logFile' | 'cwd'>): Promise<void> {
    const exit = await this.spawn(options).exited;
    if (exit.code !== 0) {
      const how = exit.code === -1 ? `could not run ${options.command}` : `exit code ${exit.code}, signal ${exit.signal}`;
      throw new ServiceStartError(this.name, `${step} failed (${how})`, tailOfFile(this.logFile), this.dir.path);
    }
  }

  /** Idempotent: stops every process (SIGKILL after the grace period) and removes the directory. */
  stop(): Promise<void> {
    this.stopping ??= Promise.allSettled([...this.processes].map((p) => p.stop(this.graceMs))).then(() => {
      this.dir.remove();
      this.untrack();
    });
    return this.stopping;
  }

  /** Polls probe until it answers true; fails early, with the log tail, when the server process dies. */
  async waitUntilReady(server: ManagedProcess, options: { timeoutMs: number; probe: () => Promise<boolean>; intervalMs?: number }): Promise<void> {
    const deadline = Date.now() + options.timeoutMs;
    let lastError = '';
    while (Date.now() < deadline) {
      if (!server.running) {
        const exit = await server.exited;
        throw new ServiceStartError(this.name, `process exited (code ${exit.code}, signal ${exit.signal})`, tailOfFile(this.logFile), this.dir.path);
      }
      try {
        if (await options.probe()) return;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
      }
      await Promise.race([sleep(options.intervalMs ?? 200), server.exited]);
    }
    throw new ServiceStartError(
      this.name,
      `not ready after ${options.timeoutMs} ms${lastError ? ` (last probe error: ${lastError})` : ''}`,
      tailOfFile(this.logFile),
      this.dir.path,
    );
  }

  private killNow(): void {
    for (const proc of this.processes) proc.killNow();
    this.dir.remove();
  }
}

/** Retries a whole start when the failure was a port taken between choosing it and binding it. */
export async function withPortRetry<T>(start: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      const clash = error instanceof ServiceStartError && looksLikePortClash(error.logTail);
      if (!clash || attempt >= attempts) throw error;
    }
  }
}
