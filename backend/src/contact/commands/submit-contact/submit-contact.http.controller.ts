import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { anonymousContext, type ContactResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { CONTACT_REQUIRED_MESSAGE, submitContactBody, type SubmitContactBody } from './submit-contact.dto';
import { SubmitContactCommand } from './submit-contact.command';

@ApiTags('content')
@Controller('api/user/contact')
export class SubmitContactHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends the contact form {name, email, message, type}.' })
  async submit(@Body(new ZodPipe(submitContactBody, CONTACT_REQUIRED_MESSAGE)) body: SubmitContactBody): Promise<ContactResponse> {
    const { contactId } = await this.commands.execute(new SubmitContactCommand(body, anonymousContext));
    return success({ id: contactId }, { message: 'Thanks! Your message has been sent.' });
  }
}
