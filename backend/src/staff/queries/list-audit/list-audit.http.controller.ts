import { Controller, Get, Header, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type StaffAuditPageResponse, staffSubjectTypes, type StaffSubjectType, ValidationFailedError } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { parsePageNumber } from '../../../common/http/path-params';
import { ListAuditQuery } from './list-audit.query';

function subjectOf(type: unknown, id: unknown): { type: StaffSubjectType; id: string } | null {
  if (type === undefined && id === undefined) return null;
  if (typeof type !== 'string' || !(staffSubjectTypes as readonly string[]).includes(type)) {
    throw new ValidationFailedError(`subject_type must be one of ${staffSubjectTypes.join(', ')}`, [{ field: 'subject_type', message: `must be one of ${staffSubjectTypes.join(', ')}` }]);
  }
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
    throw new ValidationFailedError('subject_id must be an id', [{ field: 'subject_id', message: 'must be an id' }]);
  }
  return { type: type as StaffSubjectType, id };
}

@ApiTags('staff')
@UseGuards(AdminGuard)
@Controller('api/user/staff-audit')
export class ListAuditHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(['', ':page'])
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The staff audit trail (admins), newest first, 50 a page; ?subject_type=&subject_id= for one creative, boost, dropoff or promo email.' })
  async list(@Param('page') page: string | undefined, @Query('subject_type') type: unknown, @Query('subject_id') id: unknown): Promise<StaffAuditPageResponse> {
    const result = await this.queries.execute(new ListAuditQuery(parsePageNumber(page), subjectOf(type, id)));
    return success({ entries: result.entries, has_more: result.hasMore }, { count: result.entries.length });
  }
}
