import { Body, Controller, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { DataResponse, PaymentResultDto } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { activateCardPaymentBody, type ActivateCardPaymentBody } from './activate-card-payment.dto';
import { ActivateCardPaymentCommand } from './activate-card-payment.command';

@ApiTags('payments')
@UseGuards(SignedInGuard)
@Controller('api/user/campaign')
export class ActivateCardPaymentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/activate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Records the confirmed card payment {stripe_ref, discount_token}: 200 paid, 202 pending (Stripe still working), 402 not paid.' })
  async activate(
    @Param('id') id: string,
    @Body(new ZodPipe(activateCardPaymentBody)) body: ActivateCardPaymentBody,
    @SignedIn() user: SignedInUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DataResponse<PaymentResultDto>> {
    const result = await this.commands.execute(new ActivateCardPaymentCommand(parseId(id, 'id'), user.userId, body.stripe_ref));
    if (result.status === 'pending') void reply.status(202);
    return success({ data: result });
  }
}
