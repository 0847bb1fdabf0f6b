import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataResponse, PostDebugRecord } from '@emberhold/contracts';
import { StaffGuard } from '../../../common/auth/staff.guard';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { GetPostDebugQuery } from './get-post-debug.query';

@ApiTags('staff')
@Controller('api/user/debug')
@UseGuards(StaffGuard)
export class GetPostDebugHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':postId')
  @ApiOperation({ summary: "A post's debug record for the staff debug panel (spec sections 3 and 6): editors and access users only." })
  async debug(@Param('postId') postId: string): Promise<DataResponse<PostDebugRecord>> {
    const id = parseId(postId, 'postId');
    return success({ data: await this.queries.execute(new GetPostDebugQuery(id)) });
  }
}
