import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.public';
import { MediaFiles } from '../common/images/media-files';
import { AdCampaigns } from './infra/ad-campaigns';
import { AdOfferIssuer } from './infra/ad-offer-issuer';
import { AdPictureSizes } from './infra/ad-picture-sizes';
import { GetNativeAdsHandler } from './queries/get-native-ads/get-native-ads.handler';
import { GetNativeAdsHttpController } from './queries/get-native-ads/get-native-ads.http.controller';

/**
 * Serving native ads (spec section 9): the running ads of a list page, each handed out with a one-time offer that
 * tracking checks when the ad is viewed or clicked, and the campaign each ad belongs to (tracking's ad facts name
 * it). A module of its own: serving ads needs none of the advertiser funnel, its files or its payments.
 */
@Module({
  imports: [CatalogueModule],
  controllers: [GetNativeAdsHttpController],
  providers: [AdOfferIssuer, AdCampaigns, MediaFiles, AdPictureSizes, GetNativeAdsHandler],
  exports: [AdCampaigns],
})
export class NativeAdsModule {}
