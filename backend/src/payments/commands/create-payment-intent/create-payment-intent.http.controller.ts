import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataResponse, PaymentIntentDto } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { paymentTermsMessage } from '../../domain/payment-forms';
import { CreatePaymentIntentCommand } from './create-payment-intent.command';
import { createPaymentIntentBody, type CreatePaymentIntentBody } from './create-payment-intent.dto';

@ApiTags('payments')
@UseGuards(SignedInGuard)
@Controller('api/user/campaign')
export class CreatePaymentIntentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/payment_intent')
  @HttpCode(200)
  @ApiOperation({ summary: "A Stripe PaymentIntent for the campaign fee {terms: true, discount_token?}, confirmed by the page's Payment Element." })
  async create(@Param('id') id: string, @Body(new ZodPipe(createPaymentIntentBody, paymentTermsMessage)) body: CreatePaymentIntentBody, @SignedIn() user: SignedInUser): Promise<DataResponse<PaymentIntentDto>> {
    return success({ data: await this.commands.execute(new CreatePaymentIntentCommand(parseId(id, 'id'), user.userId, body.discount_token)) });
  }
}
