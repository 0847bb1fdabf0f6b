import { addDays, boostPriceCents, type BoostChecklistFlags, siteDate } from '@emberhold/contracts';
import type { BackOfficeSeed } from './back-office.types';

type SeedStatus = 'finished' | 'paid' | 'pending_payment';

/**
 * The demo boosts, by day from the seed's today. Past ones are finished (the boosts job finishes running boosts of
 * earlier days and leaves nothing paid in the past); upcoming ones are paid or held. Upcoming days start ten weeks
 * out, so the booking tests' free dates (handed out from the day after tomorrow) never meet them.
 */
const DEMO_BOOSTS: ReadonlyArray<{ day: number; status: SeedStatus; flags: Partial<BoostChecklistFlags> }> = [
  { day: -9, status: 'finished', flags: { post_refreshed: true, social_scheduled: true, newsletter_slot: true, live_checked: true } },
  { day: -3, status: 'finished', flags: { post_refreshed: true, social_scheduled: true, live_checked: true } },
  { day: 70, status: 'paid', flags: { post_refreshed: true, social_scheduled: true, newsletter_slot: true } },
  { day: 73, status: 'paid', flags: { post_refreshed: true } },
  { day: 77, status: 'paid', flags: { social_scheduled: true } },
  { day: 84, status: 'paid', flags: {} },
  { day: 91, status: 'paid', flags: { newsletter_slot: true } },
  { day: 96, status: 'pending_payment', flags: {} },
];

const DAY = 86_400_000;

/**
 * Demo rows for the boost checklist and calendar: eight boosts on demo posts around the seed's today with varied
 * checklist ticks, and for each paid (or finished) one the succeeded card payment that paid it. Blocked dates (the
 * migration's Dec 25-31) are stepped over.
 */
export const seedBoosts: BackOfficeSeed = async ({ tx, catalogue, now }) => {
  const blocked = new Set((await tx.blockedBoostDate.findMany({ select: { date: true } })).map((row) => siteDate(row.date)));
  const buyers = catalogue.users.filter((user) => user.role === 'user');
  const today = siteDate(now);
  const used = new Set<string>();
  let boosts = 0;
  let payments = 0;
  for (const [i, demo] of DEMO_BOOSTS.entries()) {
    const post = catalogue.posts[i * 3];
    if (!post) break;
    let date = addDays(today, demo.day);
    while (blocked.has(date) || used.has(date)) date = addDays(date, demo.day < 0 ? -1 : 1);
    used.add(date);
    const buyer = i % 2 === 0 ? buyers[i % Math.max(buyers.length, 1)] : undefined;
    const priceCents = boostPriceCents(date, false);
    // Bought a couple of weeks before its day (a held one, today).
    const boughtAt = demo.status === 'pending_payment' ? now : new Date(now.getTime() + (demo.day - 14) * DAY);
    const boost = await tx.boostDate.create({
      data: {
        postId: post.id,
        date: new Date(`${date}T00:00:00.000Z`),
        priceCents,
        userId: buyer?.id ?? null,
        email: buyer?.email ?? `boost.buyer.${i + 1}@example.com`,
        status: demo.status,
        flags: demo.flags,
        createdAt: boughtAt,
      },
    });
    boosts += 1;
    if (demo.status === 'pending_payment') continue;
    await tx.payment.create({
      data: {
        userId: buyer?.id ?? null,
        boostDateId: boost.id,
        provider: 'stripe',
        kind: 'charge',
        status: 'succeeded',
        amountCents: priceCents,
        providerRef: `pi_seed_boost_${boost.id}`,
        idempotencyKey: `seed-boost-${boost.id}`,
        createdAt: boughtAt,
      },
    });
    payments += 1;
  }
  return { boosts, boostPayments: payments };
};
