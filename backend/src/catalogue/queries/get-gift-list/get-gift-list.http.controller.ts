import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { GiftListResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { PublicResponseCacheInterceptor } from '../../../common/http/public-response-cache.interceptor';
import { parseCatalogueVisitor, parsePage, parsePriceRange, parseSort, parseToken } from '../../domain/catalogue-params';
import { toStoredDollars } from '../../domain/regional-price';
import { GetGiftListQuery } from './get-gift-list.query';

@ApiTags('catalogue')
@Controller('api/gifts')
@UseInterceptors(PublicResponseCacheInterceptor)
export class GetGiftListHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':list/:sort/:page')
  @ApiOperation({ summary: 'One page of a gift guide (with its nested guides), or of every guide with list "all".' })
  @ApiQuery({ name: 'min', required: false, type: Number })
  @ApiQuery({ name: 'max', required: false, type: Number })
  @ApiQuery({ name: 'country', required: false, enum: ['us', 'uk', 'ca'] })
  @ApiQuery({ name: 'nsfw', required: false, enum: ['0', '1'], description: '1 includes mature gifts' })
  @ApiQuery({ name: 'parent_list', required: false, description: 'The parent guide of a nested guide; another parent answers 404' })
  async list(
    @Param('list') list: string,
    @Param('sort') sortParam: string,
    @Param('page') pageParam: string,
    @Query() query: Record<string, unknown>,
  ): Promise<GiftListResponse> {
    const sort = parseSort(sortParam);
    const page = parsePage(pageParam);
    const visitor = parseCatalogueVisitor(query);
    const { min, max } = parsePriceRange(query);
    const seed = parseToken(query.seed, 'seed');
    const parentList = parseToken(query.parent_list, 'parent_list');
    const bounds = { min: toStoredDollars(min, visitor.country), max: toStoredDollars(max, visitor.country) };
    const result = await this.queries.execute(new GetGiftListQuery(list, sort, page, bounds, visitor, seed, parentList));
    return success(result, { count: result.posts.length });
  }
}
