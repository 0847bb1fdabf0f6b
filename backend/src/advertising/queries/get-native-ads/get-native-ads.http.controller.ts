import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type NativeAdResponse, priceRangeQuery, ValidationFailedError } from '@emberhold/contracts';
import { parsePage, parseVisitor } from '../../../catalogue/catalogue.public';
import { success } from '../../../common/http/api-response';
import { GetNativeAdsQuery } from './get-native-ads.query';

/** A guide's slug or a rotation seed: short and URL-safe. */
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

function token(value: unknown, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !TOKEN.test(value)) {
    throw new ValidationFailedError(`${field} must be 1 to 64 letters, digits, _ or -`, [{ field, message: 'must be 1 to 64 letters, digits, _ or -' }]);
  }
  return value;
}

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
    const price = priceRangeQuery.safeParse({ min: query.min === '' ? undefined : query.min, max: query.max === '' ? undefined : query.max });
    if (!price.success) {
      const fields = price.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
      throw new ValidationFailedError(fields[0]!.message, fields);
    }
    const { min, max } = price.data;
    if (min !== undefined && max !== undefined && min > max) {
      throw new ValidationFailedError('min must not be above max', [{ field: 'min', message: 'must not be above max' }]);
    }
    const list = token(query.list, 'list');
    const context = { page, list: list === 'all' ? undefined : list, min, max, seed: token(query.seed, 'seed') };
    const ads = await this.queries.execute(new GetNativeAdsQuery(visitor, context));
    return success({ ads }, { count: ads.length });
  }
}
