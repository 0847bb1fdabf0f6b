import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BannerResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { GetBannerQuery } from './get-banner.query';

@ApiTags('content')
@Controller('api')
export class GetBannerHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('banner')
  @ApiOperation({ summary: 'The active banner with its UK and CA links.' })
  async banner(): Promise<BannerResponse> {
    return success(await this.queries.execute(new GetBannerQuery()));
  }
}
