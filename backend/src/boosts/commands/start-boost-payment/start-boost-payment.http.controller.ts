import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { BoostIntentDto, DataResponse } from '@emberhold/contracts';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { parseSlug } from '../../domain/boost-params';
import { StartBoostPaymentCommand } from './start-boost-payment.command';
import { startBoostPaymentBody, type StartBoostPaymentBody } from './start-boost-payment.dto';

/**
 * Logged in or not (spec section 5: an unlogged buyer types the email twice). The global CSRF guard still applies: a
 * visitor's call from another site is refused, a logged-in buyer's call must carry the session's token.
 */
@ApiTags('boosts')
@Controller('api/user/boost')
export class StartBoostPaymentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':slug/payment_intent')
  @HttpCode(200)
  @ApiOperation({ summary: 'Holds a date for a boost of the post and starts its card payment {date, email, email_confirm, param_token}.' })
  async start(@Param('slug') slug: string, @Body(new ZodPipe(startBoostPaymentBody)) body: StartBoostPaymentBody, @Req() request: FastifyRequest, @CurrentViewer() viewer: Viewer | null): Promise<DataResponse<BoostIntentDto>> {
    const intent = await this.commands.execute(new StartBoostPaymentCommand(parseSlug(slug), body, viewer?.userId ?? null, request.ip));
    return success({ data: intent });
  }
}
