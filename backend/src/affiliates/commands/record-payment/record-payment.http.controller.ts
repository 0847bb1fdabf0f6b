import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AffiliatePaymentDto, Meta } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { affiliateBodyError } from '../../domain/affiliate-errors';
import { RecordPaymentCommand } from './record-payment.command';
import { recordPaymentBody, type RecordPaymentBody } from './record-payment.dto';

@ApiTags('affiliates')
@UseGuards(SignedInGuard, AdminGuard)
@Controller('api/user/affiliate/payment')
export class RecordPaymentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Records a payout to an affiliate (admins) {user_id, amount, ref, currency?}: a positive amount with at most two decimals, for a tag the user holds, in the tag's program currency.",
  })
  async record(@SignedIn() user: SignedInUser, @Body(new ZodPipe(recordPaymentBody, affiliateBodyError)) body: RecordPaymentBody): Promise<{ meta: Meta; payment: AffiliatePaymentDto }> {
    const payment = await this.commands.execute(new RecordPaymentCommand(body, user.viewer.userId));
    return success({ payment });
  }
}
