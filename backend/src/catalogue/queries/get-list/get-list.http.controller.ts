import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ListPageResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { PublicResponseCacheInterceptor } from '../../../common/http/public-response-cache.interceptor';
import { parsePage, parseSort, parseCatalogueVisitor, parseToken } from '../../domain/catalogue-params';
import { listSorts } from '../../domain/list-sorts';
import { GetListQuery } from './get-list.query';

@ApiTags('catalogue')
@Controller('api/lists')
@UseInterceptors(PublicResponseCacheInterceptor)
export class GetListHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':sort/:page')
  @ApiOperation({ summary: 'One page of the index list in a sort (spec section 7); an empty page ends the list.' })
  @ApiParam({ name: 'sort', enum: Object.keys(listSorts) })
  @ApiParam({ name: 'page', type: Number })
  @ApiQuery({ name: 'country', required: false, enum: ['us', 'uk', 'ca'] })
  @ApiQuery({ name: 'seed', required: false, description: 'Session seed keeping the random sort stable across pages' })
  @ApiQuery({ name: 'subtag', required: false })
  @ApiQuery({ name: 'nsfw', required: false, enum: ['0', '1'], description: '1 includes mature gifts' })
  async list(@Param('sort') sortParam: string, @Param('page') pageParam: string, @Query() query: Record<string, unknown>): Promise<ListPageResponse> {
    const sort = parseSort(sortParam);
    const page = parsePage(pageParam);
    const visitor = parseCatalogueVisitor(query);
    const seed = parseToken(query.seed, 'seed');
    const result = await this.queries.execute(new GetListQuery(sort, page, visitor, seed));
    return success({ posts: result.posts, sort: result.sort, page: result.page }, { count: result.posts.length });
  }
}
