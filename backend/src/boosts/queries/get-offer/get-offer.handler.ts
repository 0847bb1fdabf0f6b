import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BOOST_PRICES_CENTS, type BoostOfferDto, siteDate } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { BoostPostNotFoundError } from '../../domain/boost-errors';
import { BoostCalendar } from '../../infra/boost-calendar';
import { BoostSettings } from '../../infra/boost-settings';
import { CardCheckout } from '../../infra/card-checkout';
import { GetOfferQuery } from './get-offer.query';

/**
 * The boost page's offer (spec sections 2 and 9): the post, the default price under the page's token (seasonal prices
 * come from boostPriceCents on both sides), the booked and blocked dates of the booking window, and the card settings.
 */
@QueryHandler(GetOfferQuery)
export class GetOfferHandler implements IQueryHandler<GetOfferQuery, BoostOfferDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly calendar: BoostCalendar,
    private readonly settings: BoostSettings,
    private readonly checkout: CardCheckout,
  ) {}

  async execute({ slug, token, now }: GetOfferQuery): Promise<BoostOfferDto> {
    const post = await boostablePost(this.prisma, slug);
    const unavailable = await this.calendar.unavailableDates(siteDate(now));
    return {
      post: { id: post.id, slug: post.slug, title: post.title, image: post.image },
      default_price_cents: this.settings.isSpecial(token) ? BOOST_PRICES_CENTS.special : BOOST_PRICES_CENTS.default,
      unavailable_dates: unavailable,
      stripe: this.checkout.stripeConfig(),
    };
  }
}

/** A published list post by slug (what a boost lifts), or the 404. */
export async function boostablePost(prisma: PrismaClient, slug: string): Promise<{ id: number; slug: string; title: string; image: string | null }> {
  const post = await prisma.post.findFirst({
    where: { slug, status: 'published', type: 'post' },
    select: { id: true, slug: true, title: true, image: true, images: { select: { src: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }], take: 1 } },
  });
  if (!post) throw new BoostPostNotFoundError();
  return { id: post.id, slug: post.slug, title: post.title, image: post.image ?? post.images[0]?.src ?? null };
}
