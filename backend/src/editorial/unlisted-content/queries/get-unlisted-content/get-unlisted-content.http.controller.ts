import { Controller, Get, Header, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UnlistedContentListResponse, UnlistedContentResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { success } from '../../../../common/http/api-response';
import { parseId } from '../../../../common/http/path-params';
import { UnlistedContentPages } from '../../infra/unlisted-content-pages';

/** ?campaign= of a new draft: a campaign id, or nothing (anything else is left out, as the page's link may be old). */
const campaignParam = (value: unknown): number | undefined =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647 ? Number(value) : undefined;

@ApiTags('editorial')
@UseGuards(AdminGuard)
@Controller('api/user/unlisted-content')
export class GetUnlistedContentHttpController {
  constructor(private readonly pages: UnlistedContentPages) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The unlisted content pages (admins), most recently changed first: the editor’s list.' })
  async list(): Promise<UnlistedContentListResponse> {
    const pages = await this.pages.list();
    return success({ data: pages }, { count: pages.length });
  }

  @Get(':id')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary: "One unlisted content page (admins) with its public address; 'new' answers an empty draft, for the campaign ?campaign= names when it exists.",
  })
  async read(@Param('id') id: string, @Query('campaign') campaign?: unknown): Promise<UnlistedContentResponse> {
    if (id === 'new') return success({ data: await this.pages.draft(campaignParam(campaign)) });
    return success({ data: await this.pages.read(parseId(id, 'id')) });
  }
}
