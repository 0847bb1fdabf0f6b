import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PromoEmailDto } from '@emberhold/contracts';
import { Prisma, type PrismaClient, type TransactionClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { OutboxMail } from '../../../common/mail/outbox-mail';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { StaffAudit } from '../../../staff/staff.public';
import { IdempotencyKeyReusedError, PromoRecipientNotFoundError, RecipientUnsubscribedError } from '../../domain/promo-email-errors';
import { promoEmailDtos, promoEmailInclude } from '../../infra/promo-email-log';
import { type PromoMessage, PromoMessages } from '../../infra/promo-message';
import { SendPromoEmailCommand } from './send-promo-email.command';

/** Without an idempotency key, the same sender, recipient, subject and body within this long is the same request. */
export const SAME_REQUEST_WINDOW_MS = 10 * 60 * 1000;

interface Recipient {
  email: string;
  userId: number | null;
}

/**
 * Sends a promo email (spec sections 6 and 7): the body sanitized, to one address or account, never to an address that
 * unsubscribed. The row, its audit entry and the mail's outbox fact commit together; the mail dispatcher sends the
 * mail once after the commit. The same request again (its idempotency key, or without one the same message from the
 * same sender to the same address within ten minutes) answers the first send's row and mails nothing more: the check
 * and the insert run under a transaction lock on the sender and recipient, so two at once cannot both send.
 */
@CommandHandler(SendPromoEmailCommand)
export class SendPromoEmailHandler implements ICommandHandler<SendPromoEmailCommand, { promoEmail: PromoEmailDto; duplicate: boolean }> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly outbox: OutboxTransactions,
    private readonly outboxMail: OutboxMail,
    private readonly messages: PromoMessages,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ body, senderId, now }: SendPromoEmailCommand): Promise<{ promoEmail: PromoEmailDto; duplicate: boolean }> {
    const message = this.messages.make(body.subject_line, body.email_body);
    const recipient = await this.recipient(body.email, body.user_id);
    const key = body.idempotency_key ?? null;
    try {
      return await this.send(senderId, recipient, message, key, now);
    } catch (error) {
      // The key of another sender's or recipient's message (their locks differ, so the unique key is the referee).
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new IdempotencyKeyReusedError();
      throw error;
    }
  }

  private send(senderId: number, recipient: Recipient, message: PromoMessage, key: string | null, now: Date): Promise<{ promoEmail: PromoEmailDto; duplicate: boolean }> {
    return this.outbox.run(async (tx, record) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`promo_email:${senderId}:${recipient.email}`}))`;
      const earlier = await this.sameRequest(tx, { senderId, recipient, message, key, now });
      if (earlier !== null) return { promoEmail: (await promoEmailDtos(tx, [earlier]))[0]!, duplicate: true };
      if (await tx.mailSuppression.findUnique({ where: { email: recipient.email }, select: { email: true } })) throw new RecipientUnsubscribedError();

      const { fact, mailId } = this.outboxMail.request({ kind: 'promo', to: recipient.email, subject: message.subject, lines: message.lines, html: message.html });
      const row = await tx.promoEmail.create({
        data: { sentById: senderId, userId: recipient.userId, email: recipient.email, subjectLine: message.subject, emailBody: message.html, idempotencyKey: key, mailId, createdAt: now },
        include: promoEmailInclude,
      });
      record(fact);
      await this.audit.record(tx, {
        actorId: senderId,
        action: 'promo_email.send',
        subject: { type: 'promo_email', id: row.id },
        summary: `Sent the promo email “${message.subject}” to ${recipient.email}`,
        changes: { email: recipient.email, user_id: recipient.userId, subject_line: message.subject, mail_id: mailId },
      });
      return { promoEmail: (await promoEmailDtos(tx, [row]))[0]!, duplicate: false };
    });
  }

  /** An account's address (404 for an id nobody has), or the typed address and the account it belongs to, if any. */
  private async recipient(email: string | undefined, userId: number | undefined): Promise<Recipient> {
    if (userId !== undefined) {
      const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { id: true, email: true, deletedAt: true } });
      if (!user || user.deletedAt !== null) throw new PromoRecipientNotFoundError();
      return { email: user.email.toLowerCase(), userId: user.id };
    }
    const address = email!.toLowerCase();
    const user = await this.prisma.user.findUnique({ where: { email: address }, select: { id: true, deletedAt: true } });
    return { email: address, userId: user && user.deletedAt === null ? user.id : null };
  }

  private async sameRequest(
    tx: TransactionClient,
    { senderId, recipient, message, key, now }: { senderId: number; recipient: Recipient; message: PromoMessage; key: string | null; now: Date },
  ) {
    if (key !== null) {
      const row = await tx.promoEmail.findUnique({ where: { idempotencyKey: key }, include: promoEmailInclude });
      if (row === null) return null;
      if (row.sentById !== senderId || row.email !== recipient.email || row.subjectLine !== message.subject || row.emailBody !== message.html) throw new IdempotencyKeyReusedError();
      return row;
    }
    return tx.promoEmail.findFirst({
      where: {
        sentById: senderId,
        email: recipient.email,
        subjectLine: message.subject,
        emailBody: message.html,
        createdAt: { gte: new Date(now.getTime() - SAME_REQUEST_WINDOW_MS) },
      },
      orderBy: { createdAt: 'desc' },
      include: promoEmailInclude,
    });
  }
}
