import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { SUBSCRIPTION_CONFIRMED } from '../../domain/newsletter';
import { ConfirmSubscriptionCommand } from './confirm-subscription.command';
import { confirmSubscriptionBody, type ConfirmSubscriptionBody } from './confirm-subscription.dto';

@ApiTags('community')
@Controller('api/user/confirm_subscribe')
export class ConfirmSubscriptionHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirms a newsletter subscription with the code of its mail {code}; each code works once, for a week.' })
  async confirm(@Body(new ZodPipe(confirmSubscriptionBody, (fields) => fields[0]!.message)) body: ConfirmSubscriptionBody): Promise<MessageResponse> {
    await this.commands.execute(new ConfirmSubscriptionCommand(body.code));
    return success({}, { message: SUBSCRIPTION_CONFIRMED });
  }
}
