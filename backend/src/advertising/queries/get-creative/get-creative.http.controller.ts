import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CreativeDto, DataResponse } from '@emberhold/contracts';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { optionalTempId } from '../../domain/funnel-params';
import { GetCreativeQuery, type CreativeTarget } from './get-creative.query';

@ApiTags('advertising')
@Controller('api/user')
export class GetCreativeHttpController {
  constructor(private readonly queries: QueryBus) {}

  private async read(viewer: Viewer | null, target: CreativeTarget, tempId: unknown): Promise<DataResponse<CreativeDto>> {
    const query = new GetCreativeQuery(target, optionalTempId(tempId), viewer);
    return success({ data: await this.queries.execute(query) });
  }

  @Get('creative/:id')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "A creative (its advertiser, admins, or the funnel's temp id before the campaign is activated)." })
  @ApiQuery({ name: 'temp_id', required: false })
  creative(@Param('id') id: string, @Query('temp_id') tempId: unknown, @CurrentViewer() viewer: Viewer | null): Promise<DataResponse<CreativeDto>> {
    return this.read(viewer, { creativeId: parseId(id, 'id') }, tempId);
  }

  @Get('campaign/:id/creative/newest')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "A campaign's newest creative (its advertiser, admins, or the funnel's temp id before the campaign is activated)." })
  @ApiQuery({ name: 'temp_id', required: false })
  newest(@Param('id') id: string, @Query('temp_id') tempId: unknown, @CurrentViewer() viewer: Viewer | null): Promise<DataResponse<CreativeDto>> {
    return this.read(viewer, { newestOfCampaign: parseId(id, 'id') }, tempId);
  }
}
