import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountResponse } from '@emberhold/contracts';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { AccountSignIn } from '../../infra/account-sign-in';
import { LoginCommand } from './login.command';
import { loginBody, type LoginBody } from './login.dto';

@ApiTags('accounts')
@Controller('api/user/login')
export class LoginHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountSignIn,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Logs in with a username or email and a password (form-encoded or JSON); sets the httpOnly session cookie.' })
  async login(@Body(new ZodPipe(loginBody)) body: LoginBody, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountResponse> {
    const { userId } = await this.commands.execute(new LoginCommand(body.username, body.password, request.ip));
    return this.accounts.signIn(userId, request, reply);
  }
}
