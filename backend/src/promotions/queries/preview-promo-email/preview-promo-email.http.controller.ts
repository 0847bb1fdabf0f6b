import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PromoEmailPreviewResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { PromoMessages } from '../../infra/promo-message';
import { firstFieldMessage, previewPromoEmailBody, type PreviewPromoEmailBody } from '../../commands/send-promo-email/send-promo-email.dto';

/**
 * The promo email exactly as it would go out (admins): its sanitized HTML and plain text with the unsubscribe footer.
 * Nothing is stored and nothing is mailed, so it takes no command.
 */
@ApiTags('promotions')
@UseGuards(AdminGuard)
@Controller('api/user/send-promo-email/preview')
export class PreviewPromoEmailHttpController {
  constructor(private readonly messages: PromoMessages) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Shows a promo email {subject_line, email_body} as it would go out (admins): sanitized HTML and text, unsubscribe footer included. Sends nothing.' })
  preview(@Body(new ZodPipe(previewPromoEmailBody, firstFieldMessage)) body: PreviewPromoEmailBody): PromoEmailPreviewResponse {
    const message = this.messages.make(body.subject_line, body.email_body);
    return success({ preview: { subject_line: message.subject, ...this.messages.preview(message) } });
  }
}
