import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type GiveawayListResponse, NotFoundError } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { PublicResponseCacheInterceptor } from '../../../common/http/public-response-cache.interceptor';
import { parsePage } from '../../domain/catalogue-params';
import { GetGiveawaysQuery } from './get-giveaways.query';

@ApiTags('content')
@Controller('api/giveaways')
@UseInterceptors(PublicResponseCacheInterceptor)
export class GetGiveawaysHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':page')
  @ApiOperation({ summary: 'Five giveaways a page: open ones first (soonest ending first), then ended ones (most recently ended first); a page past the last is a 404.' })
  async list(@Param('page') pageParam: string): Promise<GiveawayListResponse> {
    const page = parsePage(pageParam);
    const giveaways = await this.queries.execute(new GetGiveawaysQuery(page));
    if (giveaways.length === 0 && page > 1) throw new NotFoundError('GIVEAWAYS_PAGE_NOT_FOUND', 'There are no more');
    return success({ giveaways }, { count: giveaways.length });
  }
}
