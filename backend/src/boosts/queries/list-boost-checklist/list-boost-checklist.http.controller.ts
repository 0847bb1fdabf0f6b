import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BoostChecklistItemDto, DataResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { ListBoostChecklistQuery } from './list-boost-checklist.query';

@ApiTags('boosts')
@UseGuards(AdminGuard)
@Controller('api/user/boosted-checklist')
export class ListBoostChecklistHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The boost checklist (admins): every boost not cancelled, by date, with its post, status, price, buyer email and checklist flags.' })
  async list(): Promise<DataResponse<BoostChecklistItemDto[]>> {
    const boosts = await this.queries.execute(new ListBoostChecklistQuery());
    return success({ data: boosts }, { count: boosts.length });
  }
}
