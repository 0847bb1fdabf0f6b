import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { INFRASTRUCTURE } from '@emberhold/platform';
import type { Infrastructure } from './infrastructure';
import type { FastifyReply } from 'fastify';

const CHECK_TIMEOUT_MS = 2_000;

@ApiTags('operations')
@Controller()
export class HealthHttpController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  @Get('healthz')
  @ApiOperation({ summary: 'The process is alive (no dependency is checked).' })
  healthz(): { status: 'ok'; uptime_s: number } {
    return { status: 'ok', uptime_s: Math.round(process.uptime()) };
  }

  @Get('readyz')
  @ApiOperation({ summary: 'Every dependency answers; 503 with the failing one named otherwise.' })
  async readyz(@Res({ passthrough: true }) reply: FastifyReply) {
    const dependencies = await Promise.all(
      this.infrastructure.dependencies.map(async (dependency) => {
        const started = performance.now();
        try {
          await withTimeout(dependency.check(), CHECK_TIMEOUT_MS);
          return { name: dependency.name, adapter: dependency.adapter, state: 'up' as const, latency_ms: Math.round(performance.now() - started) };
        } catch (error) {
          return { name: dependency.name, adapter: dependency.adapter, state: 'down' as const, error: (error as Error).message };
        }
      }),
    );
    const ready = dependencies.every((dependency) => dependency.state === 'up');
    reply.status(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'unavailable', mode: this.infrastructure.config.mode, dependencies };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
