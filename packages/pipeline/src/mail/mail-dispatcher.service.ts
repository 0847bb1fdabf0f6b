import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { mailRequestedEvent, PROMOTIONAL_MAIL_KINDS, topics, type MailRequestedEvent } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { type ConsumedRecord, EVENT_LOG, type EventLog, type EventLogSubscription, MAILER, type Mailer, PRISMA } from '@emberhold/platform';

export const MAIL_DISPATCH_GROUP = 'mail.dispatch';

/**
 * Hands the mails the outbox carries (`topics.mail`) to the mailer, exactly once per mail id as far as the product can
 * make it: a mail is first claimed in `sent_mails` (its id the primary key), then sent, then marked sent. A redelivered
 * record finds its claim and is skipped; a send that fails releases the claim and fails the batch, so the log delivers
 * it again. Promotional mail to an address that unsubscribed is marked `suppressed` and never sent.
 */
@Injectable()
export class MailDispatcher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailDispatcher.name);
  private subscription: EventLogSubscription | undefined;

  constructor(
    @Inject(EVENT_LOG) private readonly eventLog: EventLog,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.eventLog.subscribe({ groupId: MAIL_DISPATCH_GROUP, topics: [topics.mail], fromBeginning: true, maxBatchSize: 50 }, (records) =>
      this.dispatch(records),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  async dispatch(records: ConsumedRecord[]): Promise<void> {
    for (const record of records) {
      const parsed = mailRequestedEvent.safeParse(record.value);
      if (!parsed.success) {
        this.logger.error({ key: record.key, reason: parsed.error.issues[0]?.message }, 'a mail request that is not one was skipped');
        continue;
      }
      await this.deliver(parsed.data);
    }
  }

  private async deliver(mail: MailRequestedEvent): Promise<void> {
    const { kind, to } = mail.payload;
    const suppressed =
      PROMOTIONAL_MAIL_KINDS.includes(kind) && (await this.prisma.mailSuppression.findUnique({ where: { email: to.toLowerCase() }, select: { email: true } })) !== null;
    const claimed = await this.prisma.$executeRaw`
      INSERT INTO sent_mails (id, kind, recipient, status) VALUES (${mail.id}::uuid, ${kind}, ${to}, ${suppressed ? 'suppressed' : 'sending'})
      ON CONFLICT (id) DO NOTHING`;
    if (claimed === 0 || suppressed) return;
    try {
      await this.mailer.send({
        to,
        subject: mail.payload.subject,
        text: mail.payload.text,
        ...(mail.payload.html ? { html: mail.payload.html } : {}),
        ...(mail.payload.unsubscribe_url
          ? { headers: { 'List-Unsubscribe': `<${mail.payload.unsubscribe_url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      });
    } catch (error) {
      await this.prisma.sentMail.delete({ where: { id: mail.id } });
      throw error;
    }
    const sentAt = new Date();
    await this.prisma.sentMail.update({ where: { id: mail.id }, data: { status: 'sent', sentAt } });
    // A promo email's row (promo_emails, by its mail id) says when its mail went out.
    if (kind === 'promo') await this.prisma.promoEmail.updateMany({ where: { mailId: mail.id }, data: { sentAt } });
  }
}
