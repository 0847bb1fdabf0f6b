import { Injectable } from '@nestjs/common';
import { calendarRefusal, DomainError, siteDate } from '@emberhold/contracts';
import { Prisma, type TransactionClient } from '@emberhold/db';
import { BoostDateRefusedError, BoostPostNotFoundError } from '../domain/boost-errors';
import { HOLD_MINUTES } from './boost-calendar';

/** A boost made from a creative already paid for (admin-convert-to-boost), as the advertising context asks for it. */
export interface ConvertedBoostInput {
  /** 'YYYY-MM-DD', already read (boostDateFrom); the rules are checked here. */
  date: string;
  postId: number;
  creativeId: number;
  userId: number;
  email: string;
  priceCents: number;
  now: Date;
}

export interface ConvertedBoost {
  id: number;
  postId: number;
  date: string;
}

/** A creative makes one boost (boost_dates.converted_from_creative_id is unique). */
export class CreativeAlreadyConvertedError extends DomainError {
  constructor() {
    super('conflict', 'CREATIVE_ALREADY_CONVERTED', 'This creative has already been converted to a boost.');
  }
}

const toDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2002') return true;
    const meta = JSON.stringify(error.meta ?? {});
    return error.code === 'P2010' && (meta.includes('23505') || /unique/i.test(meta));
  }
  return error instanceof Error && /23505|unique constraint/i.test(error.message);
}

/**
 * Booking a date as a paid boost, in the caller's transaction (spec section 5, the same date rules as buying one: not
 * yesterday, today or tomorrow, nor past or beyond the booking window, nor a blocked or already boosted date). The date
 * is taken as the buyer's hold takes it (BoostCalendar.hold): a free date, a cancelled row or an expired hold; a
 * creative already converted is refused by the unique index, also when two conversions race.
 */
@Injectable()
export class ConvertedBoosts {
  /** A published list post by id or slug (what a boost lifts), or the 404. */
  async boostablePost(tx: TransactionClient, idOrSlug: number | string): Promise<{ id: number; title: string; slug: string }> {
    const where = typeof idOrSlug === 'number' ? { id: idOrSlug } : { slug: idOrSlug };
    const post = await tx.post.findFirst({ where: { ...where, status: 'published', type: 'post' }, select: { id: true, title: true, slug: true } });
    if (!post) throw new BoostPostNotFoundError();
    return post;
  }

  /** The boost of a creative converted already, if any. */
  async ofCreative(tx: TransactionClient, creativeId: number): Promise<ConvertedBoost | null> {
    const row = await tx.boostDate.findUnique({ where: { convertedFromCreativeId: creativeId }, select: { id: true, postId: true, date: true } });
    return row && { id: row.id, postId: row.postId, date: siteDate(row.date) };
  }

  /** Books the date for the post as `paid`, or refuses it with the date rules' reason. */
  async bookPaid(tx: TransactionClient, input: ConvertedBoostInput): Promise<ConvertedBoost> {
    const refusal = calendarRefusal(input.date, siteDate(input.now));
    if (refusal) throw new BoostDateRefusedError(refusal);
    if ((await tx.blockedBoostDate.findUnique({ where: { date: toDate(input.date) }, select: { date: true } })) !== null) throw new BoostDateRefusedError('blocked');
    if ((await this.ofCreative(tx, input.creativeId)) !== null) throw new CreativeAlreadyConvertedError();
    let rows: Array<{ id: number }>;
    try {
      rows = await tx.$queryRaw<Array<{ id: number }>>(Prisma.sql`
        INSERT INTO boost_dates AS b (post_id, date, price_cents, user_id, email, status, flags, converted_from_creative_id, created_at, updated_at)
        VALUES (${input.postId}, ${toDate(input.date)}::date, ${input.priceCents}, ${input.userId}, ${input.email}, 'paid', '{}', ${input.creativeId}, now(), now())
        ON CONFLICT (date) DO UPDATE
          SET post_id = EXCLUDED.post_id, price_cents = EXCLUDED.price_cents, user_id = EXCLUDED.user_id, email = EXCLUDED.email,
              status = 'paid', flags = '{}', converted_from_creative_id = EXCLUDED.converted_from_creative_id,
              created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at
          WHERE b.status = 'cancelled'
             OR (b.status = 'pending_payment' AND b.created_at <= now() - make_interval(mins => ${HOLD_MINUTES}))
        RETURNING b.id`);
    } catch (error) {
      if (isUniqueViolation(error)) throw new CreativeAlreadyConvertedError();
      throw error;
    }
    const row = rows[0];
    if (!row) throw new BoostDateRefusedError('already_boosted');
    return { id: row.id, postId: input.postId, date: input.date };
  }
}
