import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SendPromoEmailResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { SendPromoEmailCommand } from './send-promo-email.command';
import { firstFieldMessage, sendPromoEmailBody, type SendPromoEmailBody } from './send-promo-email.dto';

@ApiTags('promotions')
/** Admins only (the access flag): AdminGuard answers a visitor 401 and anyone else 403 before the body is read. */
@UseGuards(AdminGuard, SignedInGuard)
@Controller('api/user/send-promo-email')
export class SendPromoEmailHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sends a promo email (admins) {subject_line, email_body, email | user_id, idempotency_key}: the body sanitized, with an unsubscribe link; the same request again sends nothing more and answers the first send.',
  })
  async send(@SignedIn() user: SignedInUser, @Body(new ZodPipe(sendPromoEmailBody, firstFieldMessage)) body: SendPromoEmailBody): Promise<SendPromoEmailResponse> {
    const { promoEmail, duplicate } = await this.commands.execute(new SendPromoEmailCommand(body, user.viewer.userId));
    return success({ promo_email: promoEmail, duplicate });
  }
}
