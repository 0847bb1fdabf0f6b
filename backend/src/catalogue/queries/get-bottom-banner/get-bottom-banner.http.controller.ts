import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BottomBannerResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { GetBottomBannerQuery } from './get-bottom-banner.query';

@ApiTags('content')
@Controller('api')
export class GetBottomBannerHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('bottom-banner')
  @ApiOperation({ summary: 'The active bottom banner (data.banner, null when none).' })
  async bottomBanner(): Promise<BottomBannerResponse> {
    return success({ data: { banner: await this.queries.execute(new GetBottomBannerQuery()) } });
  }
}
