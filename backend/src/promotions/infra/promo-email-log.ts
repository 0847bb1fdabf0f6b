import type { PromoEmailDelivery, PromoEmailDto } from '@emberhold/contracts';
import type { Prisma, PrismaClient, TransactionClient } from '@emberhold/db';

/** What the log reads of a promo email row. */
export const promoEmailInclude = {
  sentBy: { select: { id: true, username: true } },
  user: { select: { id: true, username: true } },
} as const satisfies Prisma.PromoEmailInclude;

type PromoEmailRow = Prisma.PromoEmailGetPayload<{ include: typeof promoEmailInclude }>;

const deliveryOf = (status: string | undefined): PromoEmailDelivery => (status === 'sent' ? 'sent' : status === 'suppressed' ? 'suppressed' : 'queued');

/** The rows as the log shows them, each with what the mail dispatcher did with its mail (sent_mails, by mail id). */
export async function promoEmailDtos(db: PrismaClient | TransactionClient, rows: PromoEmailRow[]): Promise<PromoEmailDto[]> {
  const mailIds = rows.flatMap((row) => (row.mailId ? [row.mailId] : []));
  const mails = mailIds.length ? await db.sentMail.findMany({ where: { id: { in: mailIds } }, select: { id: true, status: true, sentAt: true } }) : [];
  const byId = new Map(mails.map((mail) => [mail.id, mail]));
  return rows.map((row) => {
    const mail = row.mailId ? byId.get(row.mailId) : undefined;
    const sentAt = row.sentAt ?? mail?.sentAt ?? null;
    return {
      id: row.id,
      subject_line: row.subjectLine,
      email_body: row.emailBody,
      email: row.email,
      user: row.user ? { user_id: row.user.id, username: row.user.username } : null,
      sent_by: row.sentBy ? { user_id: row.sentBy.id, username: row.sentBy.username } : null,
      created_at: row.createdAt.toISOString(),
      sent_at: sentAt ? sentAt.toISOString() : null,
      delivery: deliveryOf(mail?.status),
    };
  });
}
