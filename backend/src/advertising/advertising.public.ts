/**
 * What other contexts may use of advertising: its modules, which campaign a native ad belongs to, the signed offers
 * native ads are handed out with (tracking checks them), and the creative as campaign pages show it.
 */
export { AdvertisingModule } from './advertising.module';
export { NativeAdsModule } from './native-ads.module';
export { AdCampaigns } from './infra/ad-campaigns';
export { AdOfferSigner, OFFER_TTL_MS, type OfferCheck } from './domain/ad-offer';
export { CREATIVE_COLUMNS, toCreativeDto } from './domain/creative-dto';
export { adPicture } from './domain/creative-media';
