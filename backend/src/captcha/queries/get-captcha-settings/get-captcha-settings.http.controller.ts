import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CaptchaSettingsResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { CaptchaVerifier } from '../../infra/captcha-verifier';

@ApiTags('content')
@Controller('api/captcha')
export class GetCaptchaSettingsHttpController {
  constructor(private readonly captcha: CaptchaVerifier) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'The captcha the contact and register forms show (its site key and script), or null when the site has none.' })
  settings(): CaptchaSettingsResponse {
    return success({ captcha: this.captcha.settings });
  }
}
