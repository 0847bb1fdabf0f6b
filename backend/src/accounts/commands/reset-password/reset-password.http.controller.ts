import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountResponse } from '@emberhold/contracts';
import { LoginSessions } from '../../../common/auth/login-sessions';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { GetMeQuery } from '../../queries/get-me/get-me.query';
import { ResetPasswordCommand } from './reset-password.command';
import { resetPasswordBody, type ResetPasswordBody } from './reset-password.dto';

@ApiTags('accounts')
@Controller('api/user/reset')
export class ResetPasswordHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: LoginSessions,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a new password with a reset code, ends every other session and logs in.' })
  async reset(@Body(new ZodPipe(resetPasswordBody)) body: ResetPasswordBody, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountResponse> {
    const { userId } = await this.commands.execute(new ResetPasswordCommand(body.reset_code, body.password));
    const { csrfToken } = await this.sessions.renew(userId, request, reply);
    return success({ user: await this.queries.execute(new GetMeQuery(userId)), csrf_token: csrfToken }, { message: 'Your password has been changed.' });
  }
}
