import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UnapprovedCreativesResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { ListUnapprovedQuery } from './list-unapproved.query';

@ApiTags('advertising')
@UseGuards(AdminGuard)
@Controller('api/user/creative')
export class ListUnapprovedHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('unapproved/all')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The creatives waiting for approval, oldest first, with their advertiser (admins).' })
  async list(): Promise<UnapprovedCreativesResponse> {
    const creatives = await this.queries.execute(new ListUnapprovedQuery());
    return success({ creatives }, { count: creatives.length });
  }
}
