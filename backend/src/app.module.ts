import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PipelineModule } from '@emberhold/pipeline';
import { InfrastructureModule, type Infrastructure } from '@emberhold/runtime';
import { AccountsModule } from './accounts/accounts.module';
import { AffiliatesModule } from './affiliates/affiliates.module';
import { AdvertisingModule } from './advertising/advertising.module';
import { AnalystModule } from './analyst/analyst.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { CommunityModule } from './community/community.module';
import { BoostsModule } from './boosts/boosts.module';
import { CachePurgeModule } from './cache-purge/cache-purge.module';
import { PageCachesModule } from './common/cache/page-caches';
import { AuthModule } from './common/auth/auth.module';
import { GeoModule } from './common/geo/geo.module';
import { SiteOriginModule } from './common/http/site-origin';
import { OutboxMailModule } from './common/mail/outbox-mail';
import { SiteMailModule } from './common/mail/site-mail';
import { ContactModule } from './contact/contact.module';
import { EditorialModule } from './editorial/editorial.module';
import { PaymentsModule } from './payments/payments.module';
import { ProfileModule } from './profile/profile.module';
import { PromotionsModule } from './promotions/promotions.module';
import { RatingsModule } from './ratings/ratings.module';
import { ReportingModule } from './reporting/reporting.module';
import { SiteModule } from './site/site.module';
import { StaffModule } from './staff/staff.public';
import { TrackingModule } from './tracking/tracking.module';
import { WishlistsModule } from './wishlists/wishlists.module';

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
        AuthModule,
        GeoModule,
        SiteOriginModule,
        PageCachesModule,
        SiteMailModule,
        OutboxMailModule,
        AccountsModule,
        TrackingModule,
        CatalogueModule,
        ContactModule,
        WishlistsModule,
        ProfileModule,
        RatingsModule,
        CommunityModule,
        AdvertisingModule,
        PaymentsModule,
        BoostsModule,
        ReportingModule,
        SiteModule,
        StaffModule,
        PromotionsModule,
        AffiliatesModule,
        CachePurgeModule,
        EditorialModule,
        ...(options.withPipeline ? [PipelineModule] : []),
        ...(infrastructure.config.mode === 'embedded' ? [AnalystModule] : []),
      ],
    };
  }
}
