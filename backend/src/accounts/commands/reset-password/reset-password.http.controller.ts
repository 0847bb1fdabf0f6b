import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountResponse } from '@emberhold/contracts';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { AccountSignIn } from '../../infra/account-sign-in';
import { ResetPasswordCommand } from './reset-password.command';
import { resetPasswordBody, type ResetPasswordBody } from './reset-password.dto';

@ApiTags('accounts')
@Controller('api/user/reset')
export class ResetPasswordHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountSignIn,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a new password with a reset code, ends every other session and logs in.' })
  async reset(@Body(new ZodPipe(resetPasswordBody)) body: ResetPasswordBody, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountResponse> {
    const { userId } = await this.commands.execute(new ResetPasswordCommand(body.reset_code, body.password));
    return this.accounts.signIn(userId, request, reply, { message: 'Your password has been changed.' });
  }
}
