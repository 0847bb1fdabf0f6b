import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.public';
import { SubmissionsStatusHttpController, SubmissionsSwitchHttpController } from './http/submissions-switch.http.controller';
import { SubmissionsOpenGuard } from './infra/submissions-open.guard';
import { SubmissionsSwitch } from './infra/submissions-switch';

/**
 * Site settings: switches staff flip on the running site (the site_settings table). Today one, the submissions switch
 * (GET/POST /api/user/site-settings/submissions for admins, GET /api/site-settings/submissions for anyone), and the
 * guard the submit-product and advertiser funnel calls carry (SubmissionsOpenGuard).
 */
@Module({
  imports: [StaffModule],
  controllers: [SubmissionsSwitchHttpController, SubmissionsStatusHttpController],
  providers: [SubmissionsSwitch, SubmissionsOpenGuard],
  exports: [SubmissionsSwitch, SubmissionsOpenGuard],
})
export class SiteSettingsModule {}
