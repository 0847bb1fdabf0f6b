import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FeaturedResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { PublicResponseCacheInterceptor } from '../../../common/http/public-response-cache.interceptor';
import { parseVisitor } from '../../domain/catalogue-params';
import { GetFeaturedQuery } from './get-featured.query';

@ApiTags('catalogue')
@Controller('api/lists')
@UseInterceptors(PublicResponseCacheInterceptor)
export class GetFeaturedHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('featured')
  @ApiOperation({ summary: 'The active editorial features placed into lists (spec section 9 positions).' })
  async featured(@Query() query: Record<string, unknown>): Promise<FeaturedResponse> {
    const featured = await this.queries.execute(new GetFeaturedQuery(parseVisitor(query)));
    return success({ featured }, { count: featured.length });
  }
}
