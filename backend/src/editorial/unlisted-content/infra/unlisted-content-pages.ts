import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  NotFoundError,
  type UnlistedCampaignDto,
  type UnlistedContentDto,
  type UnlistedContentSummaryDto,
  ValidationFailedError,
} from '@emberhold/contracts';
import { Prisma, type PrismaClient, type TransactionClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { SitePurger } from '../../../cache-purge/cache-purge.public';
import { SiteOrigin } from '../../../common/http/site-origin';
import { changedFields, StaffAudit } from '../../../staff/staff.public';
import type { SaveUnlistedContentInput } from '../commands/save-unlisted-content/save-unlisted-content.dto';
import { CAMPAIGN_UNKNOWN, firstFreeSlug, IMAGE_NOT_OURS, NOT_FOUND_MESSAGE, slugFromTitle } from '../domain/unlisted-content';
import { UnlistedImages } from './unlisted-images';

const POST_COLUMNS = {
  id: true,
  title: true,
  slug: true,
  content: true,
  price: true,
  link: true,
  image: true,
  embed: true,
  campaignId: true,
  updatedAt: true,
} as const satisfies Prisma.PostSelect;

type PostRecord = Prisma.PostGetPayload<{ select: typeof POST_COLUMNS }>;

/** How many times a save looks for a free slug again when another save took the one it found first. */
const SLUG_ATTEMPTS = 5;
const LIST_LIMIT = 200;

const notFound = () => new NotFoundError('UNLISTED_NOT_FOUND', NOT_FOUND_MESSAGE);

/**
 * Unlisted content pages (spec sections 2, 5 and 7): posts with status 'unlisted', reachable by their address only,
 * made for a campaign. Reads them for the editor, saves them with the audit entry in the same transaction, and drops
 * the page's cached answers in every API process once the change has committed.
 */
@Injectable()
export class UnlistedContentPages {
  private readonly logger = new Logger(UnlistedContentPages.name);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly audit: StaffAudit,
    private readonly purger: SitePurger,
    private readonly origin: SiteOrigin,
    private readonly images: UnlistedImages,
  ) {}

  /** An empty draft, for a campaign when `campaignId` names one that exists. */
  async draft(campaignId: number | undefined): Promise<UnlistedContentDto> {
    const campaign = campaignId === undefined ? null : await this.campaign(this.prisma, campaignId);
    return {
      id: null,
      title: '',
      slug: null,
      content: '',
      price: null,
      link: '',
      image: null,
      embed: null,
      upload_type: 'image',
      campaign,
      path: null,
      url: null,
      updated_at: null,
    };
  }

  /** One unlisted page; a 404 for any other id (a published post is not edited here). */
  async read(id: number): Promise<UnlistedContentDto> {
    const post = await this.prisma.post.findFirst({ where: { id, status: 'unlisted' }, select: POST_COLUMNS });
    if (post === null) throw notFound();
    return this.toDto(post, post.campaignId === null ? null : await this.campaign(this.prisma, post.campaignId));
  }

  /** The unlisted pages, the most recently changed first. */
  async list(): Promise<UnlistedContentSummaryDto[]> {
    const posts = await this.prisma.post.findMany({
      where: { status: 'unlisted' },
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      take: LIST_LIMIT,
      select: { id: true, title: true, slug: true, embed: true, campaignId: true, updatedAt: true },
    });
    const campaigns = await this.campaigns(this.prisma, [...new Set(posts.flatMap((post) => (post.campaignId === null ? [] : [post.campaignId])))]);
    return posts.map((post) => ({
      id: post.id,
      title: post.title,
      slug: post.slug,
      path: `/${post.slug}/`,
      upload_type: post.embed === null ? 'image' : 'embed',
      campaign: post.campaignId === null ? null : (campaigns.get(post.campaignId) ?? null),
      updated_at: post.updatedAt.toISOString(),
    }));
  }

  /**
   * Creates (no id) or changes an unlisted page. The slug comes from the title, first free among all posts; an edit
   * keeps its slug unless the title changed. The image must be one uploaded here (or the page's own). One audit entry
   * (unlisted.save) commits with the change; then the page's address (and an old one) leaves every cache.
   */
  async save(input: SaveUnlistedContentInput, actorId: number): Promise<UnlistedContentDto> {
    if (input.image !== null && !(await this.images.isOurs(input.image))) {
      const own = input.id === undefined ? null : await this.prisma.post.findFirst({ where: { id: input.id, status: 'unlisted' }, select: { image: true } });
      if (own?.image !== input.image) throw new ValidationFailedError(IMAGE_NOT_OURS, [{ field: 'image', message: IMAGE_NOT_OURS }], 'IMAGE_NOT_OURS');
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { post, campaign, before } = await this.prisma.$transaction((tx) => this.write(tx, input, actorId));
        const paths = [...new Set([`/${post.slug}/`, ...(before && before.slug !== post.slug ? [`/${before.slug}/`] : [])])];
        await this.purger.purge(paths).catch((error: unknown) => this.logger.warn(`could not purge ${paths.join(', ')}: ${String(error)}`));
        return this.toDto(post, campaign);
      } catch (error) {
        // Another save took the slug between the look and the write: look again.
        if (attempt < SLUG_ATTEMPTS && error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') continue;
        throw error;
      }
    }
  }

  private async write(tx: TransactionClient, input: SaveUnlistedContentInput, actorId: number) {
    // The row lock keeps two saves of one page from both recording a change from the same state.
    const before =
      input.id === undefined
        ? null
        : ((await tx.$queryRaw<Array<{ id: number }>>`SELECT id FROM posts WHERE id = ${input.id} AND status = 'unlisted' FOR UPDATE`).length === 0
            ? null
            : await tx.post.findUnique({ where: { id: input.id }, select: POST_COLUMNS }));
    if (input.id !== undefined && before === null) throw notFound();
    const campaign = input.campaign === undefined ? null : await this.campaign(tx, input.campaign);
    if (input.campaign !== undefined && campaign === null) throw new ValidationFailedError(CAMPAIGN_UNKNOWN, [{ field: 'campaign', message: CAMPAIGN_UNKNOWN }], 'CAMPAIGN_UNKNOWN');
    const slug = before !== null && before.title === input.title ? before.slug : await this.freeSlug(tx, slugFromTitle(input.title), before?.id);
    const fields = {
      title: input.title,
      slug,
      content: input.content,
      price: new Prisma.Decimal(input.price.toFixed(2)),
      link: input.link,
      image: input.image,
      embed: input.embed,
      campaignId: campaign?.id ?? null,
    };
    const post =
      before === null
        ? await tx.post.create({ data: { ...fields, status: 'unlisted', type: 'post', displayGifts: false, displayRelated: false }, select: POST_COLUMNS })
        : await tx.post.update({ where: { id: before.id }, data: fields, select: POST_COLUMNS });
    const shown = (record: PostRecord | null) =>
      record === null
        ? {}
        : {
            title: record.title,
            slug: record.slug,
            content: record.content,
            price: record.price === null ? null : record.price.toFixed(2),
            link: record.link,
            image: record.image,
            embed: record.embed,
            campaign: record.campaignId,
          };
    const changes = changedFields(shown(before) as Record<string, unknown>, shown(post));
    await this.audit.record(tx, {
      actorId,
      action: 'unlisted.save',
      subject: { type: 'post', id: post.id },
      summary: `${before === null ? 'Created' : 'Edited'} the unlisted page “${post.title}” at /${post.slug}/`,
      changes,
    });
    return { post, campaign, before };
  }

  /** The first free slug for `base` among all posts (the page's own, when it is being edited, counts as free). */
  private async freeSlug(tx: TransactionClient, base: string, ownId: number | undefined): Promise<string> {
    const rows = await tx.post.findMany({
      where: { OR: [{ slug: base }, { slug: { startsWith: `${base}-` } }], ...(ownId === undefined ? {} : { id: { not: ownId } }) },
      select: { slug: true },
    });
    return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
  }

  private async campaign(client: TransactionClient | PrismaClient, id: number): Promise<UnlistedCampaignDto | null> {
    return (await this.campaigns(client, [id])).get(id) ?? null;
  }

  /** Campaigns by id, named by their newest creative's title. */
  private async campaigns(client: TransactionClient | PrismaClient, ids: number[]): Promise<Map<number, UnlistedCampaignDto>> {
    if (ids.length === 0) return new Map();
    const rows = await client.campaign.findMany({
      where: { id: { in: ids } },
      select: { id: true, creatives: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 1, select: { title: true } } },
    });
    return new Map(rows.map((row) => [row.id, { id: row.id, name: row.creatives[0]?.title ?? null }]));
  }

  private toDto(post: PostRecord, campaign: UnlistedCampaignDto | null): UnlistedContentDto {
    const path = `/${post.slug}/`;
    return {
      id: post.id,
      title: post.title,
      slug: post.slug,
      content: post.content,
      price: post.price === null ? null : Number(post.price),
      link: post.link,
      image: post.image,
      embed: post.embed,
      upload_type: post.embed === null ? 'image' : 'embed',
      campaign,
      path,
      url: this.origin.link(path),
      updated_at: post.updatedAt.toISOString(),
    };
  }
}
