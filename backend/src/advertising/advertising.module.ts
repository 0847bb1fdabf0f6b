import { Module } from '@nestjs/common';
import { MediaFiles } from '../common/images/media-files';
import { OutboxModule } from '../common/outbox/outbox.module';
import { BoostsModule } from '../boosts/boosts.public';
import { PaymentsModule } from '../payments/payments.public';
import { StaffModule } from '../staff/staff.public';
import { AdminConvertToBoostHandler } from './commands/admin-convert-to-boost/admin-convert-to-boost.handler';
import { AdminConvertToBoostHttpController } from './commands/admin-convert-to-boost/admin-convert-to-boost.http.controller';
import { AdminCreativeImages } from './commands/admin-creative-image/admin-creative-image.handler';
import { AdminCreativeImageHttpController } from './commands/admin-creative-image/admin-creative-image.http.controller';
import { AdminEditCreativeHandler } from './commands/admin-edit-creative/admin-edit-creative.handler';
import { AdminEditCreativeHttpController } from './commands/admin-edit-creative/admin-edit-creative.http.controller';
import { ListAdminCreativesHandler } from './queries/list-admin-creatives/list-admin-creatives.handler';
import { ListAdminCreativesHttpController } from './queries/list-admin-creatives/list-admin-creatives.http.controller';
import { ActivateAdvertiserHandler } from './commands/activate-advertiser/activate-advertiser.handler';
import { ActivateAdvertiserHttpController } from './commands/activate-advertiser/activate-advertiser.http.controller';
import { ChangeCreativeStatusHandler } from './commands/change-creative-status/change-creative-status.handler';
import { ChangeCreativeStatusHttpController } from './commands/change-creative-status/change-creative-status.http.controller';
import { DisqualifyDropoffHandler } from './commands/disqualify-dropoff/disqualify-dropoff.handler';
import { DisqualifyDropoffHttpController } from './commands/disqualify-dropoff/disqualify-dropoff.http.controller';
import { SendDropoffDiscountHandler } from './commands/send-dropoff-discount/send-dropoff-discount.handler';
import { SendDropoffDiscountHttpController } from './commands/send-dropoff-discount/send-dropoff-discount.http.controller';
import { CropImageHandler } from './commands/crop-image/crop-image.handler';
import { CropImageHttpController } from './commands/crop-image/crop-image.http.controller';
import { SaveCreativeHandler } from './commands/save-creative/save-creative.handler';
import { SaveCreativeHttpController } from './commands/save-creative/save-creative.http.controller';
import { SaveLeadHandler } from './commands/save-lead/save-lead.handler';
import { SaveLeadHttpController } from './commands/save-lead/save-lead.http.controller';
import { TemporarySignupHandler } from './commands/temporary-signup/temporary-signup.handler';
import { TemporarySignupHttpController } from './commands/temporary-signup/temporary-signup.http.controller';
import { UploadGifHandler } from './commands/upload-gif/upload-gif.handler';
import { UploadGifHttpController } from './commands/upload-gif/upload-gif.http.controller';
import { UploadSourceImageHandler } from './commands/upload-source-image/upload-source-image.handler';
import { UploadSourceImageHttpController } from './commands/upload-source-image/upload-source-image.http.controller';
import { CampaignFeePurposeHandler } from './infra/campaign-fee.purpose-handler';
import { CreativeFiles } from './infra/creative-files';
import { NativeAdsModule } from './native-ads.module';
import { GetCreativeHandler } from './queries/get-creative/get-creative.handler';
import { GetCreativeHttpController } from './queries/get-creative/get-creative.http.controller';
import { ListDropoffsHandler } from './queries/list-dropoffs/list-dropoffs.handler';
import { ListDropoffsHttpController } from './queries/list-dropoffs/list-dropoffs.http.controller';
import { ListPassedPitchesHandler } from './queries/list-passed-pitches/list-passed-pitches.handler';
import { ListPassedPitchesHttpController } from './queries/list-passed-pitches/list-passed-pitches.http.controller';
import { ListUnapprovedHandler } from './queries/list-unapproved/list-unapproved.handler';
import { ListUnapprovedHttpController } from './queries/list-unapproved/list-unapproved.http.controller';
import { StartFunnelHandler } from './queries/start-funnel/start-funnel.handler';
import { StartFunnelHttpController } from './queries/start-funnel/start-funnel.http.controller';
import { SiteSettingsModule } from '../site-settings/site-settings.public';

/**
 * Self-serve advertising (spec sections 2-9, advertising): the pitch page's leads; the advertiser funnel (a temp id,
 * the creative editor's source image and 300x250 crop or animated GIF, saving creatives, activating the advertiser); the creative
 * lifecycle on the server (approve, disapprove with a reason, pause, resume, edit), the approval queue, the native
 * ads the lifecycle puts into and takes out of the lists (served by NativeAdsModule), and what the campaign fee buys
 * once payments has taken it (CampaignFeePurposeHandler).
 */
@Module({
  imports: [PaymentsModule, NativeAdsModule, StaffModule, OutboxModule, BoostsModule, SiteSettingsModule],
  controllers: [
    ListDropoffsHttpController,
    ListPassedPitchesHttpController,
    SendDropoffDiscountHttpController,
    DisqualifyDropoffHttpController,
    AdminEditCreativeHttpController,
    AdminCreativeImageHttpController,
    AdminConvertToBoostHttpController,
    ListAdminCreativesHttpController,
    SaveLeadHttpController,
    ListUnapprovedHttpController,
    ChangeCreativeStatusHttpController,
    StartFunnelHttpController,
    UploadSourceImageHttpController,
    UploadGifHttpController,
    CropImageHttpController,
    SaveCreativeHttpController,
    GetCreativeHttpController,
    ActivateAdvertiserHttpController,
    TemporarySignupHttpController,
  ],
  providers: [
    ListDropoffsHandler,
    ListPassedPitchesHandler,
    SendDropoffDiscountHandler,
    DisqualifyDropoffHandler,
    AdminEditCreativeHandler,
    AdminCreativeImages,
    AdminConvertToBoostHandler,
    ListAdminCreativesHandler,
    MediaFiles,
    CreativeFiles,
    CampaignFeePurposeHandler,
    SaveLeadHandler,
    ListUnapprovedHandler,
    ChangeCreativeStatusHandler,
    StartFunnelHandler,
    UploadSourceImageHandler,
    UploadGifHandler,
    CropImageHandler,
    SaveCreativeHandler,
    GetCreativeHandler,
    ActivateAdvertiserHandler,
    TemporarySignupHandler,
  ],
})
export class AdvertisingModule {}
