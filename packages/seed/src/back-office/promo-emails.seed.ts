import { createHash } from 'node:crypto';
import type { BackOfficeSeed } from './back-office.types';

const HOUR = 3_600_000;

const PROMOS = [
  {
    subject: 'The Winter Forge sale starts today',
    body: '<p>Every <strong>dragon mug</strong> and ember lantern is 20% off until Sunday.</p><p><a href="https://emberhold.example/gifts/">See the gifts</a></p>',
  },
  { subject: 'New this week: cloaks of the Northern Watch', body: '<p>Three new cloaks, lined for the long night.</p><ul><li>Wool</li><li>Fur-trimmed</li><li>Oilskin</li></ul>' },
  { subject: 'Your wishlist has a price drop', body: '<p>One of the gifts on your boards costs less today.</p><p><a href="https://emberhold.example/wishlist/">Open your boards</a></p>' },
  { subject: 'Giveaway: a signed map of Emberhold', body: '<p>Enter before Friday for a chance at a map <em>signed by the cartographer</em>.</p>' },
  { subject: 'Gifts under $25 for the Saga fan', body: '<h2>Small gifts, big fans</h2><p>Pins, candles and bookmarks, all under $25.</p>' },
  { subject: 'Last call for delivery before the holidays', body: '<p>Order by the 18th for delivery in time.</p><p>Questions? <a href="mailto:hello@emberhold.example">Write to us</a>.</p>' },
] as const;

/** A mail id for the demo, made from the seed so the same seed gives the same demo (UUID-shaped, version 4 bits). */
function mailIdOf(seed: number, i: number): string {
  const hex = createHash('sha256').update(`emberhold demo promo mail ${seed}:${i}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Demo rows for the promo emails page: six promo emails the demo admin sent to demo users over the last days, each
 * with its mail marked sent (sent_mails) and the audit entry the send writes.
 */
export const seedPromoEmails: BackOfficeSeed = async ({ tx, catalogue, now, adminId }) => {
  const users = catalogue.users.filter((user) => user.role === 'user');
  if (users.length === 0) return { promoEmails: 0, promoEmailAuditEntries: 0 };
  let rows = 0;
  for (const [i, promo] of PROMOS.entries()) {
    const user = users[(i * 7) % users.length]!;
    const createdAt = new Date(now.getTime() - (PROMOS.length - i) * 26 * HOUR);
    const sentAt = new Date(createdAt.getTime() + 2_000);
    const mailId = mailIdOf(catalogue.seed, i);
    const email = user.email.toLowerCase();
    await tx.sentMail.create({ data: { id: mailId, kind: 'promo', recipient: email, status: 'sent', createdAt, sentAt } });
    const row = await tx.promoEmail.create({
      data: { sentById: adminId, userId: user.id, email, subjectLine: promo.subject, emailBody: promo.body, mailId, createdAt, sentAt },
    });
    await tx.staffAuditEntry.create({
      data: {
        actorId: adminId,
        action: 'promo_email.send',
        subjectType: 'promo_email',
        subjectId: String(row.id),
        summary: `Sent the promo email “${promo.subject}” to ${email}`,
        changes: { email, user_id: user.id, subject_line: promo.subject, mail_id: mailId },
        createdAt,
      },
    });
    rows++;
  }
  return { promoEmails: rows, promoEmailAuditEntries: rows };
};
