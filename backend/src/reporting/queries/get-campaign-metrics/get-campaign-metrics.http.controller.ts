import { Controller, Get, Header, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError, ValidationFailedError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { ViewerResolver } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { GetCampaignMetricsQuery } from './get-campaign-metrics.query';

const DAY_MS = 24 * 60 * 60_000;
/** The widest range one call may ask for, per bucket size. */
const MAX_RANGE_MS = { hour: 31 * DAY_MS, day: 400 * DAY_MS } as const;

function parseTime(value: unknown, field: string, fallback: Date): Date {
  if (value === undefined || value === '') return fallback;
  const time = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(time.getTime())) throw new ValidationFailedError(`${field} must be an ISO date or time`, [{ field, message: 'must be an ISO date or time' }]);
  return time;
}

@ApiTags('advertising')
@Controller('api/user/campaign')
export class GetCampaignMetricsHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly viewers: ViewerResolver,
  ) {}

  @Get(':id/metrics')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "A campaign's impressions, clicks, CTR and saves per hour or day (its advertiser, or staff)." })
  @ApiQuery({ name: 'bucket', required: false, enum: ['hour', 'day'] })
  @ApiQuery({ name: 'from', required: false, description: 'ISO time; default 30 days (day) or 48 hours (hour) before `to`' })
  @ApiQuery({ name: 'to', required: false, description: 'ISO time; default now' })
  async metrics(@Param('id') idParam: string, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest) {
    const campaignId = parseId(idParam, 'id');
    const viewer = await this.viewers.fromRequest(request);
    if (viewer === null) throw new DomainError('unauthenticated', 'LOGIN_REQUIRED', 'Please register or log into your account first');
    const bucket = query.bucket === undefined || query.bucket === '' ? 'day' : query.bucket;
    if (bucket !== 'hour' && bucket !== 'day') throw new ValidationFailedError('bucket must be hour or day', [{ field: 'bucket', message: 'must be hour or day' }]);
    const to = parseTime(query.to, 'to', new Date());
    const from = parseTime(query.from, 'from', new Date(to.getTime() - (bucket === 'hour' ? 2 * DAY_MS : 30 * DAY_MS)));
    if (from.getTime() >= to.getTime()) throw new ValidationFailedError('from must be before to', [{ field: 'from', message: 'must be before to' }]);
    if (to.getTime() - from.getTime() > MAX_RANGE_MS[bucket]) {
      throw new ValidationFailedError(`the range is too long for ${bucket} buckets`, [{ field: 'from', message: `too far before to for ${bucket} buckets` }]);
    }
    return success(await this.queries.execute(new GetCampaignMetricsQuery(viewer, campaignId, bucket, from, to)));
  }
}
