import { Body, Controller, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { DataResponse, PaymentResultDto } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { CapturePaypalOrderCommand } from './capture-paypal-order.command';
import { capturePaypalOrderBody, type CapturePaypalOrderBody } from './capture-paypal-order.dto';

@ApiTags('payments')
@UseGuards(SignedInGuard)
@Controller('api/user/campaign')
export class CapturePaypalOrderHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/activate_paypal')
  @HttpCode(200)
  @ApiOperation({ summary: 'Captures the approved PayPal order {paymentID, payerID, token?}: 200 paid, 202 held by PayPal, 402 not paid.' })
  async capture(
    @Param('id') id: string,
    @Body(new ZodPipe(capturePaypalOrderBody)) body: CapturePaypalOrderBody,
    @SignedIn() user: SignedInUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DataResponse<PaymentResultDto>> {
    const result = await this.commands.execute(new CapturePaypalOrderCommand(parseId(id, 'id'), user.userId, body.paymentID));
    if (result.status === 'pending') void reply.status(202);
    return success({ data: result });
  }
}
