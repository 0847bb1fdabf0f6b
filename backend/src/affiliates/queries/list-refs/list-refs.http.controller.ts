import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AffiliateRefsResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { ListRefsQuery } from './list-refs.query';

@ApiTags('affiliates')
@UseGuards(AdminGuard)
@Controller('api/user/affiliate/refs')
export class ListRefsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'Every affiliate tag and who holds it (admins).' })
  async list(): Promise<AffiliateRefsResponse> {
    const refs = await this.queries.execute(new ListRefsQuery());
    return success({ refs }, { count: refs.length });
  }
}
