import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BlockedBoostDateDto, DataResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { ListBlockedDatesQuery } from './list-blocked-dates.query';

@ApiTags('boosts')
@UseGuards(AdminGuard)
@Controller('api/user/boosted-disallowed')
export class ListBlockedDatesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The dates no boost can be booked on (admins).' })
  async list(): Promise<DataResponse<BlockedBoostDateDto[]>> {
    const dates = await this.queries.execute(new ListBlockedDatesQuery());
    return success({ data: dates }, { count: dates.length });
  }
}
