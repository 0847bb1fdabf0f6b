import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PROMO_EMAIL_PAGE_SIZE, type PromoEmailDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { promoEmailDtos, promoEmailInclude } from '../../infra/promo-email-log';
import { ListPromoEmailsQuery } from './list-promo-emails.query';

/** The sent log newest first (created_at, id), one row more than a page to tell whether another page exists. */
@QueryHandler(ListPromoEmailsQuery)
export class ListPromoEmailsHandler implements IQueryHandler<ListPromoEmailsQuery, { promoEmails: PromoEmailDto[]; hasMore: boolean }> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ page }: ListPromoEmailsQuery): Promise<{ promoEmails: PromoEmailDto[]; hasMore: boolean }> {
    const rows = await this.prisma.promoEmail.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * PROMO_EMAIL_PAGE_SIZE,
      take: PROMO_EMAIL_PAGE_SIZE + 1,
      include: promoEmailInclude,
    });
    return { hasMore: rows.length > PROMO_EMAIL_PAGE_SIZE, promoEmails: await promoEmailDtos(this.prisma, rows.slice(0, PROMO_EMAIL_PAGE_SIZE)) };
  }
}
