import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { MessageResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { SUBSCRIBE_CHECK_MAIL } from '../../domain/newsletter';
import { SubscribeCommand } from './subscribe.command';
import { subscribeBody, type SubscribeBody } from './subscribe.dto';

@ApiTags('community')
@Controller('api/user/subscribe')
export class SubscribeHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Newsletter sign-up {email}: mails a single-use confirmation link (double opt-in). The email of an account is refused.' })
  async subscribe(@Body(new ZodPipe(subscribeBody, (fields) => fields[0]!.message)) body: SubscribeBody, @Req() request: FastifyRequest): Promise<MessageResponse> {
    await this.commands.execute(new SubscribeCommand(body.email, request.ip));
    // The same answer whether a mail went out or the address was confirmed before.
    return success({}, { message: SUBSCRIBE_CHECK_MAIL });
  }
}
