/**
 * Every running service registers here so that nothing outlives the process that started it:
 * SIGINT/SIGTERM/SIGHUP stop them gracefully (briefly), and the 'exit' event kills what is left.
 */
export interface TrackedService {
  readonly name: string;
  /** Graceful stop; must be idempotent. */
  stop(): Promise<void>;
  /** Synchronous last resort for the 'exit' event: kill the process and delete its directory. */
  killNow(): void;
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const GRACE_ON_SIGNAL_MS = 5000;
const live = new Set<TrackedService>();
let installed = false;
let shuttingDown: Promise<void> | undefined;
let interruptedBy: NodeJS.Signals | undefined;

/** Set once a termination signal arrived: launchers still on their way up must give up. */
export function interruptedBySignal(): NodeJS.Signals | undefined {
  return interruptedBy;
}

export function trackService(service: TrackedService): () => void {
  install();
  live.add(service);
  return () => {
    live.delete(service);
  };
}

export function liveServiceNames(): string[] {
  return [...live].map((s) => s.name);
}

/** Stops every tracked service, in parallel, with a deadline after which the rest are killed. */
export function stopAllServices(graceMs = GRACE_ON_SIGNAL_MS): Promise<void> {
  shuttingDown ??= (async () => {
    const services = [...live];
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([Promise.allSettled(services.map((s) => s.stop())), deadline]);
    for (const s of services) if (live.has(s)) s.killNow();
    live.clear();
  })().finally(() => {
    shuttingDown = undefined;
  });
  return shuttingDown;
}

function install(): void {
  if (installed) return;
  installed = true;
  process.once('exit', () => {
    for (const s of live) s.killNow();
    live.clear();
  });
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

function onSignal(signal: NodeJS.Signals): void {
  interruptedBy = signal;
  if (live.size > 0) process.stderr.write(`\n[emberhold/infra] ${signal}: stopping ${liveServiceNames().join(', ')}\n`);
  void stopAllServices().finally(() => {
    for (const s of SIGNALS) process.removeListener(s, onSignal);
    // Re-raise so the process ends the way it would have without us, unless someone else handles it.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  });
}
