import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AffiliatePaymentDto, Meta } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { affiliateBodyError } from '../../domain/affiliate-errors';
import { VoidPaymentCommand } from './void-payment.command';
import { voidPaymentBody, type VoidPaymentBody } from './void-payment.dto';

@ApiTags('affiliates')
@UseGuards(SignedInGuard, AdminGuard)
@Controller('api/user/affiliate/payment/delete')
export class VoidPaymentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Voids a recorded payout (admins) {id, reason?}: the report stops counting it; the record, who voided it and why are kept. A payment voided already is a 409.' })
  async void(@SignedIn() user: SignedInUser, @Body(new ZodPipe(voidPaymentBody, affiliateBodyError)) body: VoidPaymentBody): Promise<{ meta: Meta; payment: AffiliatePaymentDto }> {
    const payment = await this.commands.execute(new VoidPaymentCommand(body, user.viewer.userId));
    return success({ payment });
  }
}
