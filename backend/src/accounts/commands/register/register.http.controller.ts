import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountResponse } from '@emberhold/contracts';
import { CaptchaVerifier } from '../../../captcha/captcha.public';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { AccountSignIn } from '../../infra/account-sign-in';
import { RegisterCommand } from './register.command';
import { registerBody, type RegisterBody } from './register.dto';

@ApiTags('accounts')
@Controller('api/user/register')
export class RegisterHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountSignIn,
    private readonly captcha: CaptchaVerifier,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Creates an account (form-encoded or JSON) and logs it in; with {captcha} (the captcha\'s answer) when a captcha is configured.' })
  async register(@Body(new ZodPipe(registerBody)) body: RegisterBody, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountResponse> {
    await this.captcha.check(body.captcha, request.ip);
    const { userId } = await this.commands.execute(new RegisterCommand(body, request.ip));
    return this.accounts.signIn(userId, request, reply);
  }
}
