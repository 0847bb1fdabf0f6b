import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { NativeAdResponse } from '@emberhold/contracts';
import { parsePage, parsePriceRange, parseToken, parseVisitor } from '../../../catalogue/catalogue.public';
import { success } from '../../../common/http/api-response';
import { GetNativeAdsQuery } from './get-native-ads.query';

@ApiTags('content')
@Controller('api')
export class GetNativeAdsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('user/native_ad')
  @ApiOperation({ summary: 'The native ads for one page of a list, chosen for where they stand: its price range, gift guide and country.' })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'The list page (ads stand on pages 1 to 8)' })
  @ApiQuery({ name: 'list', required: false, description: 'The gift guide of the list, by slug' })
  @ApiQuery({ name: 'min', required: false, type: Number, description: 'The list\'s lowest price, in the visitor\'s currency' })
  @ApiQuery({ name: 'max', required: false, type: Number, description: 'The list\'s highest price, in the visitor\'s currency' })
  @ApiQuery({ name: 'country', required: false, enum: ['us', 'uk', 'ca'] })
  async nativeAds(@Query() query: Record<string, unknown>): Promise<NativeAdResponse> {
    const visitor = parseVisitor(query);
    const page = query.page === undefined || query.page === '' ? 1 : parsePage(typeof query.page === 'string' ? query.page : undefined);
    const { min, max } = parsePriceRange(query);
    const list = parseToken(query.list, 'list');
    const context = { page, list: list === 'all' ? undefined : list, min, max, seed: parseToken(query.seed, 'seed') };
    const ads = await this.queries.execute(new GetNativeAdsQuery(visitor, context));
    return success({ ads }, { count: ads.length });
  }
}
