import { Inject, Injectable } from '@nestjs/common';
import { lastBoostableDate } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';

/** How long an unpaid hold keeps its date from other buyers (the payment page's time to pay). */
export const HOLD_MINUTES = 30;

/** Statuses that book their date for good (finished dates are in the past anyway). */
const BOOKED = Prisma.sql`(b.status IN ('paid', 'running', 'finished') OR (b.status = 'pending_payment' AND b.created_at > now() - make_interval(mins => ${HOLD_MINUTES})))`;

export interface BoostHold {
  id: number;
  /** When this hold was taken: a hold taken over later has a newer time, so a release never frees someone else's. */
  heldAt: Date;
}

const toDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/**
 * The boost calendar on Postgres (spec section 5): which dates are booked or blocked, and the hold that books a date
 * while its buyer pays. `boost_dates.date` is unique, so a date has one row: a buyer takes a free date by inserting it,
 * or an expired (or cancelled) hold by replacing it in the same statement, and of two buyers of one date exactly one
 * gets the row.
 */
@Injectable()
export class BoostCalendar {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Booked and blocked dates from `today` through the booking window, ascending. */
  async unavailableDates(today: string): Promise<string[]> {
    const from = toDate(today);
    const to = toDate(lastBoostableDate(today));
    const rows = await this.prisma.$queryRaw<Array<{ date: string }>>(Prisma.sql`
      SELECT to_char(d.date, 'YYYY-MM-DD') AS date FROM (
        SELECT b.date FROM boost_dates b WHERE b.date BETWEEN ${from}::date AND ${to}::date AND ${BOOKED}
        UNION
        SELECT x.date FROM blocked_boost_dates x WHERE x.date BETWEEN ${from}::date AND ${to}::date
      ) d ORDER BY d.date`);
    return rows.map((row) => row.date);
  }

  /** Blocked by staff (spec section 5: "a blocked date"). */
  async isBlocked(date: string): Promise<boolean> {
    return (await this.prisma.blockedBoostDate.findUnique({ where: { date: toDate(date) }, select: { date: true } })) !== null;
  }

  /**
   * Books `date` for this buyer as `pending_payment`, or null when someone else has it. Taken over: a cancelled row, a
   * hold older than HOLD_MINUTES, and the same buyer's own hold of the same post (paying again after a card problem,
   * or after reloading the page).
   */
  async hold(input: { date: string; postId: number; email: string; userId: number | null; priceCents: number }): Promise<BoostHold | null> {
    const rows = await this.prisma.$queryRaw<Array<{ id: number; created_at: Date }>>(Prisma.sql`
      INSERT INTO boost_dates AS b (post_id, date, price_cents, user_id, email, status, flags, created_at, updated_at)
      VALUES (${input.postId}, ${toDate(input.date)}::date, ${input.priceCents}, ${input.userId}, ${input.email}, 'pending_payment', '{}', now(), now())
      ON CONFLICT (date) DO UPDATE
        SET post_id = EXCLUDED.post_id, price_cents = EXCLUDED.price_cents, user_id = EXCLUDED.user_id, email = EXCLUDED.email,
            status = 'pending_payment', flags = '{}', created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at
        WHERE b.status = 'cancelled'
           OR (b.status = 'pending_payment'
               AND (b.created_at <= now() - make_interval(mins => ${HOLD_MINUTES}) OR (b.post_id = EXCLUDED.post_id AND b.email = EXCLUDED.email)))
      RETURNING b.id, b.created_at`);
    const row = rows[0];
    return row ? { id: row.id, heldAt: row.created_at } : null;
  }

  /** Frees a hold whose payment could not be started, unless it was taken over or paid meanwhile. */
  async release(hold: BoostHold): Promise<void> {
    await this.prisma.boostDate.updateMany({ where: { id: hold.id, status: 'pending_payment', createdAt: hold.heldAt }, data: { status: 'cancelled' } });
  }
}
