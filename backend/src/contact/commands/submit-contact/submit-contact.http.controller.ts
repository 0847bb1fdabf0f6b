import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { anonymousContext, type ContactResponse } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { CaptchaVerifier } from '../../../captcha/captcha.public';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { CONTACT_REQUIRED_MESSAGE, submitContactBody, type SubmitContactBody } from './submit-contact.dto';
import { SubmitContactCommand } from './submit-contact.command';

@ApiTags('content')
@Controller('api/user/contact')
export class SubmitContactHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly captcha: CaptchaVerifier,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends the contact form {name, email, message, type}, with {captcha} (the captcha\'s answer) when a captcha is configured.' })
  async submit(@Body(new ZodPipe(submitContactBody, CONTACT_REQUIRED_MESSAGE)) body: SubmitContactBody, @Req() request: FastifyRequest): Promise<ContactResponse> {
    const { captcha, ...message } = body;
    await this.captcha.check(captcha, request.ip);
    const { contactId } = await this.commands.execute(new SubmitContactCommand(message, anonymousContext));
    return success({ id: contactId }, { message: 'Thanks! Your message has been sent.' });
  }
}
