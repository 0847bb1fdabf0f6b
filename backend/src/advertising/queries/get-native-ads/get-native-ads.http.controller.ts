import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { NativeAdResponse } from '@emberhold/contracts';
import { parseVisitor } from '../../../catalogue/catalogue.public';
import { success } from '../../../common/http/api-response';
import { GetNativeAdsQuery } from './get-native-ads.query';

@ApiTags('content')
@Controller('api')
export class GetNativeAdsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('user/native_ad')
  @ApiOperation({ summary: 'The native ads for one page of a list.' })
  async nativeAds(@Query() query: Record<string, unknown>): Promise<NativeAdResponse> {
    const ads = await this.queries.execute(new GetNativeAdsQuery(parseVisitor(query)));
    return success({ ads }, { count: ads.length });
  }
}
