import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { isVisitorId, startSessionRequest, VISITOR_ID_COOKIE, type StartSessionResponse } from '@emberhold/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
/** The user-id cookie's life (spec section 9: 10 years), in seconds. */
export const VISITOR_ID_MAX_AGE_S = 10 * 365 * 24 * 60 * 60;

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
  async start(
    @Body(new ZodPipe(startSessionRequest)) body: z.infer<typeof startSessionRequest>,
    @Req() request: FastifyRequest,
    @CurrentViewer() viewer: Viewer | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StartSessionResponse> {
    const context = this.contexts.of(request, viewer, body.session_id ?? null);
    const visitedBefore = request.cookies?.[VISITED_COOKIE] === '1';
    // A forged or garbled user_id cookie is not an error: it is ignored and replaced by a new visitor id.
    const kept = request.cookies?.[VISITOR_ID_COOKIE];
    const answer = await this.commands.execute(new StartSessionCommand(body, context, visitedBefore, isVisitorId(kept) ? kept : null));
    // Readable by the site (not httpOnly): it derives the visitor's list variant from it. Renewed on every visit.
    void reply.setCookie(VISITOR_ID_COOKIE, answer.visitor_id, { path: '/', httpOnly: false, sameSite: 'lax', secure: request.protocol === 'https', maxAge: VISITOR_ID_MAX_AGE_S });
    return success(answer);
  }
}
