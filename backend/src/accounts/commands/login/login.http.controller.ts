import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountResponse } from '@emberhold/contracts';
import { LoginSessions } from '../../../common/auth/login-sessions';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { GetMeQuery } from '../../queries/get-me/get-me.query';
import { LoginCommand } from './login.command';
import { loginBody, type LoginBody } from './login.dto';

@ApiTags('accounts')
@Controller('api/user/login')
export class LoginHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: LoginSessions,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Logs in with a username or email and a password (form-encoded or JSON); sets the httpOnly session cookie.' })
  async login(@Body(new ZodPipe(loginBody)) body: LoginBody, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountResponse> {
    const { userId } = await this.commands.execute(new LoginCommand(body.username, body.password, request.ip));
    const { csrfToken } = await this.sessions.renew(userId, request, reply);
    return success({ user: await this.queries.execute(new GetMeQuery(userId)), csrf_token: csrfToken });
  }
}
