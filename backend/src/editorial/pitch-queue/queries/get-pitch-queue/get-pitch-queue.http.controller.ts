import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PitchQueueResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { SignedInGuard } from '../../../../common/auth/signed-in';
import { success } from '../../../../common/http/api-response';
import { ZodPipe } from '../../../../common/http/zod-body.pipe';
import { firstFieldMessage, pitchQueueQuery, type PitchQueueQuery } from '../../domain/pitch-rules';
import { GetPitchQueueHandler } from './get-pitch-queue.handler';

@ApiTags('pitch-queue')
@UseGuards(AdminGuard, SignedInGuard)
@Controller('api/user/pitchpost/queue')
export class GetPitchQueueHttpController {
  constructor(private readonly handler: GetPitchQueueHandler) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The pitch queue (admins) ?status=pending|published|rejected&sort=priority|newest|oldest&page=N: staff pitches and users’ submissions together.' })
  async queue(@Query(new ZodPipe(pitchQueueQuery, firstFieldMessage)) query: PitchQueueQuery): Promise<PitchQueueResponse> {
    return success(await this.handler.execute(query));
  }
}
