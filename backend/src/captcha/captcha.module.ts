import { Module } from '@nestjs/common';
import { CaptchaVerifier } from './infra/captcha-verifier';
import { GetCaptchaSettingsHttpController } from './queries/get-captcha-settings/get-captcha-settings.http.controller';

/**
 * The captcha of the contact and register forms (spec section 5), when configured (CAPTCHA_SITE_KEY, CAPTCHA_SECRET):
 * GET /api/captcha tells the browser the site key and script, and CaptchaVerifier checks each answer with the
 * provider before the form's command writes anything.
 */
@Module({
  controllers: [GetCaptchaSettingsHttpController],
  providers: [CaptchaVerifier],
  exports: [CaptchaVerifier],
})
export class CaptchaModule {}
