import { Injectable } from '@nestjs/common';
import { PROMO_EMAIL_MESSAGES, ValidationFailedError } from '@emberhold/contracts';
import { OutboxMail } from '../../common/mail/outbox-mail';
import { promoTextLines, sanitizePromoHtml } from '../domain/promo-email-body';

/** A promo email's content as it goes out: the sanitized HTML and its plain-text lines. */
export interface PromoMessage {
  subject: string;
  html: string;
  lines: string[];
}

/** The address a preview's unsubscribe footer is made for: the real one is the recipient's. */
export const PREVIEW_RECIPIENT = 'recipient@example.com';

/** Makes promo emails from what an admin wrote, and shows them as they would go out. */
@Injectable()
export class PromoMessages {
  constructor(private readonly outboxMail: OutboxMail) {}

  /** The subject and body made safe to send; a body that sanitizes to nothing is refused as missing. */
  make(subject: string, body: string): PromoMessage {
    const html = sanitizePromoHtml(body);
    const lines = promoTextLines(html);
    if (lines.join('').trim() === '') {
      throw new ValidationFailedError(PROMO_EMAIL_MESSAGES.bodyMissing, [{ field: 'email_body', message: PROMO_EMAIL_MESSAGES.bodyMissing }]);
    }
    return { subject, html, lines };
  }

  /** The HTML and text exactly as OutboxMail would send them, unsubscribe footer included. */
  preview(message: PromoMessage, to = PREVIEW_RECIPIENT): { html: string; text: string } {
    const mail = this.outboxMail.compose({ kind: 'promo', to, subject: message.subject, lines: message.lines, html: message.html });
    return { html: mail.html ?? '', text: mail.text };
  }
}
