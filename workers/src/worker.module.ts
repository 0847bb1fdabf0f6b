import { type DynamicModule, Module } from '@nestjs/common';
import { PipelineModule } from '@emberhold/pipeline';
import { InfrastructureModule, type Infrastructure } from '@emberhold/runtime';

/** The worker process of the full mode: Kafka consumers and job processors, plus /healthz and /readyz. */
@Module({})
export class WorkerModule {
  static forRoot(infrastructure: Infrastructure): DynamicModule {
    return { module: WorkerModule, imports: [InfrastructureModule.forRoot(infrastructure), PipelineModule] };
  }
}
