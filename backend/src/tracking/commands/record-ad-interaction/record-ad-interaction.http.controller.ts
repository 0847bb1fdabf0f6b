import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { nativeAdClickRequest, nativeAdImpressionRequest, type NativeAdTrackingResponse } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Beacon } from '../../../common/auth/csrf.guard';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { TrackingContextFactory } from '../../infra/tracking-context';
import { RecordAdInteractionCommand } from './record-ad-interaction.command';

@ApiTags('tracking')
@Controller('api/user/native_ad/tracking')
@Beacon()
export class RecordAdInteractionHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly contexts: TrackingContextFactory,
  ) {}

  @Post('impression')
  @HttpCode(200)
  @ApiOperation({ summary: 'A native ad seen: counted once per offer (spec sections 4 and 7).' })
  async impression(@Body(new ZodPipe(nativeAdImpressionRequest)) body: z.infer<typeof nativeAdImpressionRequest>, @Req() request: FastifyRequest, @CurrentViewer() viewer: Viewer | null): Promise<NativeAdTrackingResponse> {
    const context = this.contexts.of(request, viewer, body.session ?? null);
    return success(await this.commands.execute(new RecordAdInteractionCommand('view', body.ad_id, body.offer, body.sent_at, context)));
  }

  @Post('click')
  @HttpCode(200)
  @ApiOperation({ summary: 'A native ad clicked: counted once per offer, and only after its view.' })
  async click(@Body(new ZodPipe(nativeAdClickRequest)) body: z.infer<typeof nativeAdClickRequest>, @Req() request: FastifyRequest, @CurrentViewer() viewer: Viewer | null): Promise<NativeAdTrackingResponse> {
    const context = this.contexts.of(request, viewer, body.session ?? null);
    return success(await this.commands.execute(new RecordAdInteractionCommand('click', body.ad_id, body.offer, body.sent_at, context)));
  }
}
