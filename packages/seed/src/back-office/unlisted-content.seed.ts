import type { BackOfficeSeed } from './back-office.types';

const DAY = 86_400_000;

/**
 * A YouTube player as the editor stores it: the sanitizer's output (backend common/embeds/embed-code.ts) for the
 * provider's share code, one https iframe sized 100% by 100%. The API suite checks that sanitizing it changes nothing.
 */
export const DEMO_UNLISTED_EMBED =
  '<iframe width="100%" height="100%" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="Big Buck Bunny" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen loading="lazy" frameborder="0"></iframe>';

/** The demo pages' addresses (kept clear of the catalogue's slugs, which come from product titles). */
export const DEMO_UNLISTED_SLUGS = ['sponsored-ember-lantern-showcase', 'sponsored-ember-lantern-video'] as const;

/**
 * Two unlisted content pages for the first demo campaign, made by the demo admin: one with an image (the seed's
 * 640x534 panel art of the first giveaway, the size the editor crops to), one with an embedded video. Each has the
 * audit entry the editor writes.
 */
export const seedUnlistedContent: BackOfficeSeed = async ({ tx, catalogue, now, adminId }) => {
  const campaign = catalogue.campaigns[0];
  const image = catalogue.giveaways[0]?.image ?? null;
  if (!campaign) return { unlistedPages: 0 };
  const { creative } = campaign;
  const pages = [
    {
      slug: DEMO_UNLISTED_SLUGS[0],
      title: 'Sponsored: Ember Lantern Showcase',
      content: `${creative.content} A page made for the campaign's newsletter, reachable only by its address.`,
      image,
      embed: null,
      daysAgo: 3,
    },
    {
      slug: DEMO_UNLISTED_SLUGS[1],
      title: 'Sponsored: Ember Lantern Video',
      content: 'Watch the lantern in action, then get your own.',
      image: null,
      embed: DEMO_UNLISTED_EMBED,
      daysAgo: 1,
    },
  ].filter((page) => page.image !== null || page.embed !== null);
  for (const page of pages) {
    const at = new Date(now.getTime() - page.daysAgo * DAY);
    const post = await tx.post.create({
      data: {
        slug: page.slug,
        title: page.title,
        content: page.content,
        link: creative.link,
        price: creative.price.toFixed(2),
        image: page.image,
        embed: page.embed,
        status: 'unlisted',
        type: 'post',
        displayGifts: false,
        displayRelated: false,
        campaignId: campaign.id,
        createdAt: at,
      },
      select: { id: true },
    });
    await tx.staffAuditEntry.create({
      data: {
        actorId: adminId,
        action: 'unlisted.save',
        subjectType: 'post',
        subjectId: String(post.id),
        summary: `Created the unlisted page “${page.title}” at /${page.slug}/`,
        changes: { title: { from: null, to: page.title }, slug: { from: null, to: page.slug } },
        createdAt: at,
      },
    });
  }
  return { unlistedPages: pages.length };
};
