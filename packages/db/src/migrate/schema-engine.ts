import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type * as SchemaEngineWasm from '@prisma/schema-engine-wasm';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

/** Failure reported by the Prisma schema engine (migration SQL error, drift, invalid schema ...). */
export class SchemaEngineError extends Error {
  readonly code = 'DB_SCHEMA_ENGINE_FAILED';
  constructor(
    message: string,
    readonly engineCode?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SchemaEngineError';
  }
}

type SchemaEngineModule = typeof SchemaEngineWasm;
interface WasmBindings extends SchemaEngineModule {
  __wbg_set_wasm(exports: Record<string, unknown>): void;
}

// lib ES2023 without DOM typings does not declare the WebAssembly global; only this much is used.
interface WasmInstance {
  exports: Record<string, unknown>;
}
declare const WebAssembly: {
  instantiate(bytes: Uint8Array, imports: Record<string, unknown>): Promise<{ instance: WasmInstance }>;
};

let loading: Promise<SchemaEngineModule> | undefined;

interface PanicRegistry {
  message: string;
  set_message(message: string): void;
}
const globalWithRegistry = globalThis as typeof globalThis & { PRISMA_WASM_PANIC_REGISTRY?: PanicRegistry };

/** The engine's panic hook writes its message into this global (the Prisma CLI installs the same). */
function installPanicRegistry(): void {
  globalWithRegistry.PRISMA_WASM_PANIC_REGISTRY ??= {
    message: '',
    set_message(message: string) {
      this.message = message;
    },
  };
}

export function takePanicMessage(): string | undefined {
  const registry = globalWithRegistry.PRISMA_WASM_PANIC_REGISTRY;
  if (!registry?.message) return undefined;
  const message = registry.message;
  registry.message = '';
  return message;
}

/**
 * The engine arms a 10 s timer (a timeout around its work) and never clears it, which keeps a
 * process that has finished migrating alive for 10 s and makes test runners report a leak. Its
 * timers never need to hold the process open: a pending operation always has a socket that does.
 */
function withUnrefTimers(bindings: WasmBindings): Record<string, unknown> {
  const imports: Record<string, unknown> = { ...bindings };
  for (const [name, value] of Object.entries(bindings)) {
    if (!/^__wbg_set(Timeout|Interval)_/.test(name) || typeof value !== 'function') continue;
    imports[name] = (...args: unknown[]) => {
      const timer = (value as (...a: unknown[]) => unknown)(...args);
      (timer as { unref?: () => void } | undefined)?.unref?.();
      return timer;
    };
  }
  return imports;
}

/**
 * The wasm-bindgen package has no entry usable from Node (it imports the .wasm as an ES module),
 * so the generated glue is imported directly and the module instantiated by hand. Instantiated once
 * per process: the wasm instance holds no connection state, every SchemaEngine.new gets its own.
 */
export function loadSchemaEngineModule(): Promise<SchemaEngineModule> {
  loading ??= (async () => {
    installPanicRegistry();
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    // Node's own require (not a test runner's) loads this ES module synchronously (require(esm)).
    const bindings = createRequire(gluePath)(gluePath) as WasmBindings;
    const bytes = await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': withUnrefTimers(bindings) });
    bindings.__wbg_set_wasm(instance.exports);
    const start = instance.exports['__wbindgen_start'];
    if (typeof start === 'function') (start as () => void)();
    return bindings;
  })();
  return loading;
}

export interface EngineLogLine {
  level?: string;
  message?: string;
  [key: string]: unknown;
}

/**
 * Opens a schema engine bound to a driver adapter factory. `connect()` is the target database and
 * `connectToShadowDb()` the scratch database used to replay migrations when creating one.
 */
export async function openSchemaEngine(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  options: { schema?: { path: string; content: string }; onLog?: (line: EngineLogLine) => void } = {},
): Promise<SchemaEngine> {
  const engineModule = await loadSchemaEngineModule();
  const datamodels: [string, string][] | undefined = options.schema ? [[options.schema.path, options.schema.content]] : undefined;
  const log = (raw: string): void => {
    if (!options.onLog) return;
    try {
      options.onLog(JSON.parse(raw) as EngineLogLine);
    } catch {
      options.onLog({ message: raw });
    }
  };
  try {
    return await engineModule.SchemaEngine.new({ datamodels }, log, bindMigrationAwareSqlAdapterFactory(adapterFactory));
  } catch (error) {
    throw toSchemaEngineError(error);
  }
}

/** Engine errors arrive as Error objects or JSON strings carrying `error_code` and `message`. */
export function toSchemaEngineError(error: unknown): SchemaEngineError {
  if (error instanceof SchemaEngineError) return error;
  const panic = takePanicMessage();
  if (panic) return new SchemaEngineError(`Schema engine panicked: ${panic}`, 'PANIC', { cause: error });
  const raw = error instanceof Error ? error.message : String(error);
  try {
    const parsed = JSON.parse(raw) as { error_code?: string; message?: string; fields?: { message?: string; error_code?: string } };
    const message = parsed.message ?? parsed.fields?.message;
    if (message) return new SchemaEngineError(message, parsed.error_code ?? parsed.fields?.error_code, { cause: error });
  } catch {
    // not JSON: keep the raw text
  }
  return new SchemaEngineError(raw, undefined, { cause: error });
}
