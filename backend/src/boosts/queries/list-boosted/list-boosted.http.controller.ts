import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BoostedDateDto, DataResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { ListBoostedQuery } from './list-boosted.query';

@ApiTags('boosts')
@UseGuards(AdminGuard)
@Controller('api/user/boosted')
export class ListBoostedHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The boost calendar (admins): each booked date with its post, status and buyer email.' })
  async list(): Promise<DataResponse<BoostedDateDto[]>> {
    const boosts = await this.queries.execute(new ListBoostedQuery());
    return success({ data: boosts }, { count: boosts.length });
  }
}
