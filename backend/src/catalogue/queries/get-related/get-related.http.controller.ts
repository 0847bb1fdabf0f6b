import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { NotFoundError, type RelatedResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { PublicResponseCacheInterceptor } from '../../../common/http/public-response-cache.interceptor';
import { parseBoundedInt, parseCatalogueVisitor } from '../../domain/catalogue-params';
import { GetRelatedQuery, RELATED_ITEMS_MAX } from './get-related.query';

@ApiTags('catalogue')
@Controller('api/related')
@UseInterceptors(PublicResponseCacheInterceptor)
export class GetRelatedHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/:page')
  @ApiOperation({ summary: 'Posts sharing gift guides with a post, itself excluded (one page of up to 100).' })
  @ApiQuery({ name: 'items', required: false, type: Number })
  @ApiQuery({ name: 'nsfw', required: false, enum: ['0', '1'], description: '1 includes mature gifts' })
  async related(@Param('id') idParam: string, @Param('page') page: string, @Query() query: Record<string, unknown>): Promise<RelatedResponse> {
    const id = Number(idParam);
    if (!/^\d{1,9}$/.test(idParam) || id < 1) throw new NotFoundError('POST_NOT_FOUND', 'Post not found');
    if (page !== '1') throw new NotFoundError('PAGE_NOT_FOUND', 'Related items have one page');
    const items = parseBoundedInt(query.items, 'items', { min: 1, max: RELATED_ITEMS_MAX, fallback: RELATED_ITEMS_MAX });
    const posts = await this.queries.execute(new GetRelatedQuery(id, items, parseCatalogueVisitor(query)));
    return success({ posts }, { count: posts.length });
  }
}
