import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { MessageResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { ForgotPasswordCommand } from './forgot-password.command';
import { forgotPasswordBody, type ForgotPasswordBody } from './forgot-password.dto';

@ApiTags('accounts')
@Controller('api/user/forgot')
export class ForgotPasswordHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Mails a single-use password reset link valid for an hour.' })
  async forgot(@Body(new ZodPipe(forgotPasswordBody)) body: ForgotPasswordBody, @Req() request: FastifyRequest): Promise<MessageResponse> {
    await this.commands.execute(new ForgotPasswordCommand(body.email, request.ip));
    return success({}, { message: 'We sent you an email with a link to choose a new password.' });
  }
}
