import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { HealthHttpController } from './health.http.controller';
import { ANALYTICS_STORE, APP_CONFIG, EPHEMERAL_STORE, EVENT_LOG, INFRASTRUCTURE, JOB_QUEUE, MAILER, PRISMA, SQL_READER } from '@emberhold/platform';
import type { Infrastructure } from './infrastructure';

/**
 * Makes the opened infrastructure injectable by token, serves /healthz and /readyz, and closes the infrastructure
 * when the app shuts down (after the modules that use it have stopped).
 */
@Global()
@Module({})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  static forRoot(infrastructure: Infrastructure): DynamicModule {
    const providers = [
      { provide: INFRASTRUCTURE, useValue: infrastructure },
      { provide: APP_CONFIG, useValue: infrastructure.config },
      { provide: PRISMA, useValue: infrastructure.prisma },
      { provide: SQL_READER, useValue: infrastructure.reader },
      { provide: EVENT_LOG, useValue: infrastructure.eventLog },
      { provide: JOB_QUEUE, useValue: infrastructure.jobs },
      { provide: ANALYTICS_STORE, useValue: infrastructure.analytics },
      { provide: EPHEMERAL_STORE, useValue: infrastructure.ephemeral },
      { provide: MAILER, useValue: infrastructure.mailer },
    ];
    return { module: InfrastructureModule, controllers: [HealthHttpController], providers, exports: providers.map((provider) => provider.provide) };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.infrastructure.close();
  }
}
