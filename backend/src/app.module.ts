import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PipelineModule } from '@emberhold/pipeline';
import { InfrastructureModule, type Infrastructure } from '@emberhold/runtime';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ContactModule } from './contact/contact.module';
import { SiteModule } from './site/site.module';

@Module({})
export class AppModule {
  /**
   * The API, and in the embedded mode the worker modules too (one process). In the full mode the workers app
   * hosts PipelineModule on its own.
   */
  static forRoot(infrastructure: Infrastructure, options: { withPipeline: boolean }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forRoot(infrastructure),
        CqrsModule.forRoot(),
        CatalogueModule,
        ContactModule,
        SiteModule,
        ...(options.withPipeline ? [PipelineModule] : []),
      ],
    };
  }
}
