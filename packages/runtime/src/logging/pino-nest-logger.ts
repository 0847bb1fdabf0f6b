import type { LoggerService } from '@nestjs/common';
import type { Logger as Pino } from 'pino';

/**
 * Nest's start-up wiring: a line per module (InstanceLoader) and per controller and route (RoutesResolver,
 * RouterExplorer), about 200 lines before the address on every start. They matter when a route is missing, not to
 * someone starting the product, so they are debug lines (LOG_LEVEL=debug shows them); the route map is also in
 * /api/docs.
 */
const WIRING_CONTEXTS: ReadonlySet<string> = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** Nest's logger interface over the same pino instance Fastify uses, so every line is one JSON object. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Pino) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write(WIRING_CONTEXTS.has(contextOf(rest) ?? '') ? 'debug' : 'info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, rest: unknown[]): void {
    const context = contextOf(rest);
    if (typeof message === 'object' && message !== null) {
      const { msg, ...fields } = message as Record<string, unknown>;
      this.pino[level]({ context, ...fields }, typeof msg === 'string' ? msg : String(rest[0] ?? ''));
      return;
    }
    this.pino[level]({ context }, String(message));
  }
}

/** Nest passes the context (class name) last; an error stack may precede it. */
function contextOf(rest: unknown[]): string | undefined {
  const last = rest[rest.length - 1];
  return typeof last === 'string' ? last : undefined;
}
