import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataResponse, StartFunnelDto } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { StartFunnelQuery } from './start-funnel.query';
import { SubmissionsOpenGuard } from '../../../site-settings/site-settings.public';

@ApiTags('advertising')
// Closed with the submissions switch (site settings): 503 while staff have turned submissions off.
@UseGuards(SubmissionsOpenGuard)
@Controller('api/user/start_funnel')
export class StartFunnelHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  // Each answer is a new secret: never from a cache.
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "A fresh temporary id for the advertiser funnel (anyone): 192 random bits, URL-safe; only the funnel's started fact is recorded, under a digest of the id." })
  async start(): Promise<DataResponse<StartFunnelDto>> {
    return success({ data: await this.queries.execute(new StartFunnelQuery()) });
  }
}
