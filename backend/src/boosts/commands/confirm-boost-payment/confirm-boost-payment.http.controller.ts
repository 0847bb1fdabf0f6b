import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { DataResponse, PaymentResultDto } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { parseSlug } from '../../domain/boost-params';
import { ConfirmBoostPaymentCommand } from './confirm-boost-payment.command';
import { confirmBoostPaymentBody, type ConfirmBoostPaymentBody } from './confirm-boost-payment.dto';

/** Logged in or not, like the payment intent; the CSRF guard applies (see StartBoostPaymentHttpController). */
@ApiTags('boosts')
@Controller('api/user/boost')
export class ConfirmBoostPaymentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':slug')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Records the card payment of a held boost {stripe_ref, month, year, date, email, param_token}: 200 paid, or 202 pending until the provider confirms.',
  })
  async confirm(
    @Param('slug') slug: string,
    @Body(new ZodPipe(confirmBoostPaymentBody)) body: ConfirmBoostPaymentBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DataResponse<PaymentResultDto>> {
    const payment = await this.commands.execute(new ConfirmBoostPaymentCommand(parseSlug(slug), body));
    if (payment.status === 'pending') void reply.status(202);
    return success({ data: payment });
  }
}
