import { Inject, Injectable, Logger } from '@nestjs/common';
import { parseSiteRoute, PITCH_MESSAGES as M, type PitchDto } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { SitePurger } from '../../../../cache-purge/cache-purge.public';
import { SearchVocabularyProvider } from '../../../../catalogue/catalogue.public';
import { StaffAudit } from '../../../../staff/staff.public';
import { PitchAlreadyDecidedError, PitchNotFoundError, refuseField, SlugTakenError } from '../../domain/pitch-errors';
import { type PublishPitchBodyParsed, SLUG_PATTERN, slugFromTitle } from '../../domain/pitch-rules';
import { PitchImages } from '../../infra/pitch-images';
import { pitchDto, pitchInclude } from '../../infra/pitch-views';

export interface PublishedPitch {
  pitch: PitchDto;
  post: { id: number; slug: string; title: string };
}

/**
 * Publishes a pending pitch as a post: the post (published now, its plain affiliate link, the regional rules apply when
 * it is served), its stored images with their sizes, its gift guides, and the pitch marked published, all in one
 * transaction with the audit entry. Once committed, every API process drops its cached lists, guides, searches and the
 * post's page, and the search learns the new title's words, so the post shows everywhere at once.
 */
@Injectable()
export class PublishPitchHandler {
  private readonly logger = new Logger(PublishPitchHandler.name);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly audit: StaffAudit,
    private readonly images: PitchImages,
    private readonly purger: SitePurger,
    private readonly vocabulary: SearchVocabularyProvider,
  ) {}

  async execute(actorId: number, pitchId: number, body: PublishPitchBodyParsed, now = new Date()): Promise<PublishedPitch> {
    const slug = body.slug ?? slugFromTitle(body.title);
    if (!SLUG_PATTERN.test(slug)) throw refuseField('slug', M.slugInvalid);
    if (parseSiteRoute(`/${slug}/`).kind !== 'post') throw refuseField('slug', M.slugReserved);
    const images: Array<{ src: string; width: number; height: number }> = [];
    for (const src of body.images) images.push(await this.images.sizeOf(src));
    const guides = await this.prisma.category.findMany({ where: { slug: { in: body.categories } }, select: { id: true, slug: true } });
    const unknown = body.categories.find((wanted) => !guides.some((guide) => guide.slug === wanted));
    if (unknown !== undefined) throw refuseField('categories', `${M.guideUnknown} (“${unknown}” is none.)`);

    let published: PublishedPitch;
    try {
      published = await this.prisma.$transaction(async (tx) => {
        const [locked] = await tx.$queryRaw<Array<{ status: string }>>`SELECT status::text AS status FROM pitch_posts WHERE id = ${pitchId} FOR UPDATE`;
        if (!locked) throw new PitchNotFoundError();
        if (locked.status !== 'pending') throw new PitchAlreadyDecidedError(locked.status);
        if (await tx.post.findUnique({ where: { slug }, select: { id: true } })) throw new SlugTakenError();
        const post = await tx.post.create({
          data: {
            slug,
            title: body.title,
            content: body.content,
            link: body.link,
            image: images[0]!.src,
            price: body.price ?? null,
            nsfw: body.nsfw,
            type: 'post',
            status: 'published',
            publishedAt: now,
            firstPublishedAt: now,
          },
          select: { id: true, slug: true, title: true },
        });
        await tx.postImage.createMany({ data: images.map((image, position) => ({ postId: post.id, src: image.src, width: image.width, height: image.height, position })) });
        if (guides.length > 0) await tx.postCategory.createMany({ data: guides.map((guide) => ({ postId: post.id, categoryId: guide.id })) });
        const row = await tx.pitchPost.update({
          where: { id: pitchId },
          data: { status: 'published', postId: post.id, decidedById: actorId, decidedAt: now },
          include: pitchInclude,
        });
        await this.audit.record(tx, {
          actorId,
          action: 'pitch.publish',
          subject: { type: 'pitch', id: pitchId },
          summary: `Published the ${row.source === 'user' ? 'submission' : 'pitch'} “${row.title}” as /${post.slug}/`,
          changes: {
            status: { from: 'pending', to: 'published' },
            post_id: post.id,
            slug: post.slug,
            title: post.title,
            link: body.link,
            price: body.price ?? null,
            images: body.images,
            categories: guides.map((guide) => guide.slug),
            nsfw: body.nsfw,
          },
        });
        return { pitch: pitchDto(row), post };
      });
    } catch (error) {
      // Another post took the slug between the check and the insert.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new SlugTakenError();
      throw error;
    }

    // Every process drops its cached pages and reloads the search's titles (the purge reaches them); this one answers
    // once its own titles know the new post's words.
    const committedAt = Date.now();
    await this.purger.purgeCatalogue([published.post.slug]);
    await this.vocabulary.refreshNow(committedAt).catch((error: unknown) => this.logger.warn(`search vocabulary refresh failed: ${String(error)}`));
    return published;
  }
}
