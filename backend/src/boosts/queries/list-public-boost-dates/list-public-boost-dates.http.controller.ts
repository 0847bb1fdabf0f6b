import { Controller, Get, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataResponse, PublicBoostDatesDto } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { PublicResponseCacheInterceptor } from '../../../common/http/public-response-cache.interceptor';
import { ListPublicBoostDatesQuery } from './list-public-boost-dates.query';

/**
 * Public, the same for every visitor: kept for CATALOGUE_CACHE_MS like the catalogue's reads. A date taken meanwhile
 * is still refused when someone tries to book it; the promo pages only show which dates look free.
 */
@ApiTags('boosts')
@UseInterceptors(PublicResponseCacheInterceptor)
@Controller('api/boost-dates')
export class ListPublicBoostDatesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'The booked and blocked dates of the boost booking window (dates only) and the window itself, for anyone.' })
  async list(): Promise<DataResponse<PublicBoostDatesDto>> {
    return success({ data: await this.queries.execute(new ListPublicBoostDatesQuery()) });
  }
}
