import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { success } from '../../../common/http/api-response';
import { parseVisitor } from '../../domain/catalogue-params';
import { GetBannerQuery, GetBottomBannerQuery, GetNativeAdsQuery } from './get-banner.query';

@ApiTags('content')
@Controller('api')
export class GetBannerHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('banner')
  @ApiOperation({ summary: 'The active banner with its UK and CA links.' })
  async banner() {
    return success(await this.queries.execute(new GetBannerQuery()));
  }

  @Get('bottom-banner')
  @ApiOperation({ summary: 'The active bottom banner (data.banner, null when none).' })
  async bottomBanner() {
    return success({ data: { banner: await this.queries.execute(new GetBottomBannerQuery()) } });
  }

  @Get('user/native_ad')
  @ApiOperation({ summary: 'The native ads for one page of a list.' })
  async nativeAds(@Query() query: Record<string, unknown>) {
    const ads = await this.queries.execute(new GetNativeAdsQuery(parseVisitor(query)));
    return success({ ads }, { count: ads.length });
  }
}
