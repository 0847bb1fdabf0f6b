import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { trackingRequest, type TrackingResponse } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Beacon } from '../../../common/auth/csrf.guard';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { TrackingBodyPipe } from '../../infra/tracking-body';
import { TrackingContextFactory } from '../../infra/tracking-context';
import { RecordTrackingCommand } from './record-tracking.command';

@ApiTags('tracking')
@Controller('api/user/tracking')
@Beacon()
export class RecordTrackingHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly contexts: TrackingContextFactory,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Impressions (batched) and clicks of posts, editorial features, post pages and the bottom banner (spec section 7).' })
  async track(@Body(new TrackingBodyPipe()) body: z.infer<typeof trackingRequest>, @Req() request: FastifyRequest, @CurrentViewer() viewer: Viewer | null): Promise<TrackingResponse> {
    const context = this.contexts.of(request, viewer, body.session_id);
    const { accepted } = await this.commands.execute(new RecordTrackingCommand(body, context));
    return success({ accepted });
  }
}
