import { Inject, Injectable } from '@nestjs/common';
import { editorialSetupMessages as M, type EditorialFeatureDto, ValidationFailedError } from '@emberhold/contracts';
import { Prisma, type PrismaClient, type TransactionClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { SitePurger } from '../../../cache-purge/cache-purge.public';
import { firstFreeSlug, isPostAddress } from '../../../common/links/slugs';
import { changedFields, StaffAudit } from '../../../staff/staff.public';
import { FeatureNotFoundError, featureStatus, shownFeatures, slugBase } from '../domain/editorial-feature';
import type { FeatureBody } from '../domain/feature-body';
import { EditorialImages } from './editorial-images';

const FEATURE_INCLUDE = { post: { select: { id: true, slug: true, status: true } } } as const;
type FeatureRow = Prisma.FeaturedPostGetPayload<{ include: typeof FEATURE_INCLUDE }>;

/** The pages a feature shows on: every list that places it (the home, the gift lists) and its post's page. */
const pagesOf = (slugs: Array<string | null | undefined>) => ['/', '/gifts/', ...slugs.filter((slug): slug is string => Boolean(slug)).map((slug) => `/${slug}/`)];

/** The feature's own fields as the setup shows them: what its page lists, and what an audit entry compares. */
function featureFields(row: FeatureRow) {
  const giveaway = row.giveawayData;
  return {
    link: row.link,
    title: row.title,
    description: row.description,
    price: row.price === null ? null : row.price.toFixed(2),
    brand_name: row.brandName,
    image: row.image,
    utm_campaign: row.utmCampaign,
    giveaway_data: giveaway !== null && typeof giveaway === 'object' && !Array.isArray(giveaway) ? (giveaway as Record<string, unknown>) : null,
    display_gifts: row.displayGifts,
    display_related: row.displayRelated,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

/** The fields an audit entry compares. */
const auditedFields = (row: FeatureRow | null): Record<string, unknown> => (row === null ? {} : { ...featureFields(row), post_id: row.postId });

export function toFeatureDto(row: FeatureRow, now: Date, shown: { gifts: number | null; related: number | null }): EditorialFeatureDto {
  return {
    id: row.id,
    status: featureStatus(row, now),
    shown_on: [...(shown.gifts === row.id ? (['gifts'] as const) : []), ...(shown.related === row.id ? (['related'] as const) : [])],
    post_id: row.postId,
    post_slug: row.post?.slug ?? null,
    ...featureFields(row),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The editorial features (featured_posts) as the setup keeps them. Each feature's product is an unlisted post (its
 * card, its page and its debug figures), made with the feature and changed with it; a feature that showed a listed
 * post (the demo's) gets an unlisted post of its own when edited, so a published post never changes here. Every save
 * and end records its audit entry in its transaction, then drops the pages it shows on from every API process's caches.
 */
@Injectable()
export class EditorialFeatures {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly audit: StaffAudit,
    private readonly purger: SitePurger,
    private readonly images: EditorialImages,
  ) {}

  /** Every feature, newest first. */
  async list(now = new Date()): Promise<EditorialFeatureDto[]> {
    const rows = await this.prisma.featuredPost.findMany({ include: FEATURE_INCLUDE, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 500 });
    const shown = shownFeatures(rows, now);
    return rows.map((row) => toFeatureDto(row, now, shown));
  }

  async save(body: FeatureBody, actorId: number, now = new Date()): Promise<EditorialFeatureDto> {
    const existing = body.id === undefined ? null : await this.prisma.featuredPost.findUnique({ where: { id: body.id }, include: FEATURE_INCLUDE });
    if (body.id !== undefined && existing === null) throw new FeatureNotFoundError();
    // The setup's own upload, or (on an edit) the image the feature already shows.
    const keepsImage = existing !== null && existing.image !== null && existing.image === body.image;
    if (!keepsImage && !(await this.images.isOwn(body.image))) throw new ValidationFailedError(M.image, [{ field: 'image', message: M.image }]);
    const startsAt = body.starts_at ?? existing?.startsAt ?? now;
    const endsAt = body.ends_at ?? null;
    if (endsAt !== null && endsAt.getTime() <= startsAt.getTime()) throw new ValidationFailedError(M.endBeforeStart, [{ field: 'ends_at', message: M.endBeforeStart }]);

    const { row, oldSlug } = await this.prisma.$transaction(async (tx) => {
      const before = existing === null ? null : await this.lockedRow(tx, existing.id);
      const post = {
        title: body.title,
        content: body.description,
        link: body.link,
        image: body.image,
        price: body.price,
        displayGifts: body.display_gifts,
        displayRelated: body.display_related,
      };
      let postId: number;
      let oldSlug: string | null = null;
      if (before?.post?.status === 'unlisted') {
        postId = before.post.id;
        oldSlug = before.post.slug;
        await tx.post.update({ where: { id: postId }, data: post });
        if (before.image !== body.image) {
          await tx.postImage.deleteMany({ where: { postId } });
          await tx.postImage.create({ data: { postId, src: body.image, width: 300, height: 250 } });
        }
      } else {
        const created = await tx.post.create({
          data: { ...post, slug: await freeSlug(tx, slugBase(body.title)), type: 'post', status: 'unlisted' },
        });
        postId = created.id;
        await tx.postImage.create({ data: { postId, src: body.image, width: 300, height: 250 } });
      }
      const data = {
        postId,
        title: body.title,
        description: body.description,
        brandName: body.brand_name,
        price: body.price,
        image: body.image,
        link: body.link,
        utmCampaign: body.utm_campaign ?? null,
        giveawayData: body.giveaway_data ? (body.giveaway_data as Prisma.InputJsonValue) : Prisma.DbNull,
        displayGifts: body.display_gifts,
        displayRelated: body.display_related,
        active: true,
        startsAt,
        endsAt,
      };
      const row =
        before === null
          ? await tx.featuredPost.create({ data: { ...data, list: 'gifts', position: 5 }, include: FEATURE_INCLUDE })
          : await tx.featuredPost.update({ where: { id: before.id }, data, include: FEATURE_INCLUDE });
      await this.audit.record(tx, {
        actorId,
        action: 'editorial.feature_save',
        subject: { type: 'featured_post', id: row.id },
        summary: before === null ? `Set up the editorial feature “${row.title}”` : `Changed the editorial feature “${row.title}”`,
        changes: before === null ? auditedFields(row) : changedFields(auditedFields(before), auditedFields(row)),
      });
      return { row, oldSlug };
    });
    await this.purger.purge(pagesOf([row.post?.slug, oldSlug, existing?.post?.slug]));
    return this.withPlaces(row, now);
  }

  /** Ends a feature now (ending an ended one changes nothing). */
  async end(id: number, actorId: number, now = new Date()): Promise<EditorialFeatureDto> {
    const { row, changed } = await this.prisma.$transaction(async (tx) => {
      const before = await this.lockedRow(tx, id);
      if (before === null) throw new FeatureNotFoundError();
      if (featureStatus(before, now) === 'ended') return { row: before, changed: false };
      const row = await tx.featuredPost.update({ where: { id }, data: { active: false, endsAt: now }, include: FEATURE_INCLUDE });
      await this.audit.record(tx, {
        actorId,
        action: 'editorial.feature_end',
        subject: { type: 'featured_post', id },
        summary: `Ended the editorial feature “${row.title}”`,
        changes: { ends_at: { from: before.endsAt?.toISOString() ?? null, to: now.toISOString() }, active: { from: before.active, to: false } },
      });
      return { row, changed: true };
    });
    if (changed) await this.purger.purge(pagesOf([row.post?.slug]));
    return this.withPlaces(row, now);
  }

  /** One feature, with the lists that show it now (read from every current feature). */
  private async withPlaces(row: FeatureRow, now: Date): Promise<EditorialFeatureDto> {
    const current = await this.prisma.featuredPost.findMany({
      where: { active: true, AND: [{ OR: [{ startsAt: null }, { startsAt: { lte: now } }] }, { OR: [{ endsAt: null }, { endsAt: { gt: now } }] }] },
      include: FEATURE_INCLUDE,
    });
    return toFeatureDto(row, now, shownFeatures(current, now));
  }

  /** The feature under a row lock, so two admins saving at once record changes from what each really replaced. */
  private async lockedRow(tx: TransactionClient, id: number): Promise<FeatureRow | null> {
    const locked = await tx.$queryRaw<Array<{ id: number }>>`SELECT id FROM featured_posts WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) return null;
    return tx.featuredPost.findUnique({ where: { id }, include: FEATURE_INCLUDE });
  }
}

/** `base`, or base-2, base-3 … : the first slug no post holds that the site reads as a post's page. */
async function freeSlug(tx: TransactionClient, base: string): Promise<string> {
  const taken = new Set((await tx.post.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((post) => post.slug));
  return firstFreeSlug(base, taken, isPostAddress);
}
