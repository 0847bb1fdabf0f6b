import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GiveawayResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { PublicResponseCacheInterceptor } from '../../../common/http/public-response-cache.interceptor';
import { GetGiveawayQuery } from './get-giveaway.query';

@ApiTags('content')
@Controller('api/giveaway')
@UseInterceptors(PublicResponseCacheInterceptor)
export class GetGiveawayHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':slug')
  @ApiOperation({ summary: 'One giveaway by slug.' })
  async giveaway(@Param('slug') slug: string): Promise<GiveawayResponse> {
    return success({ giveaway: await this.queries.execute(new GetGiveawayQuery(slug)) });
  }
}
