import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { startSessionRequest, type StartSessionResponse } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Beacon } from '../../../common/auth/csrf.guard';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { TrackingContextFactory } from '../../infra/tracking-context';
import { StartSessionCommand } from './start-session.command';

/** The site's long-lived cookie that makes a visitor returning (spec sections 4 and 9). */
const VISITED_COOKIE = 'visited';

@ApiTags('tracking')
@Controller('api/user/sessionid')
@Beacon()
export class StartSessionHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly contexts: TrackingContextFactory,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Starts a tracking session: session_id and user_id, first-time or returning (spec section 7).' })
  async start(@Body(new ZodPipe(startSessionRequest)) body: z.infer<typeof startSessionRequest>, @Req() request: FastifyRequest, @CurrentViewer() viewer: Viewer | null): Promise<StartSessionResponse> {
    const context = this.contexts.of(request, viewer, body.session_id ?? null);
    const visitedBefore = request.cookies?.[VISITED_COOKIE] === '1';
    return success(await this.commands.execute(new StartSessionCommand(body, context, visitedBefore)));
  }
}
