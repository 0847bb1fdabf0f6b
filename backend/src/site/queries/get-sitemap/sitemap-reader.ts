import { Inject, Injectable } from '@nestjs/common';
import { type PageRoute, sitePath, STATIC_PAGES, type StaticPageName } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap-xml';

/** The published posts of one sitemap file: ids in [n * POSTS_PER_FILE, (n + 1) * POSTS_PER_FILE), so never more than the limit. */
export const POSTS_PER_FILE = SITEMAP_MAX_URLS;

/** Pages of the site that are neither posts nor guides, blog posts or giveaways (the affiliates' report is staff-only). */
const LISTED_STATIC_PAGES = (Object.keys(STATIC_PAGES) as StaticPageName[]).filter((page) => page !== 'aff');
const FIXED_PAGES: PageRoute[] = [
  { kind: 'index', list: 'home' },
  { kind: 'index', list: 'popular' },
  { kind: 'gifts-landing' },
  { kind: 'blog' },
  { kind: 'giveaways' },
  ...LISTED_STATIC_PAGES.map((page): PageRoute => ({ kind: 'static', page })),
];

export type SitemapFile = { kind: 'pages' } | { kind: 'guides' } | { kind: 'blog' } | { kind: 'giveaways' } | { kind: 'posts'; chunk: number };

/** The file's name under /sitemaps/. */
export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'posts' ? `posts-${file.chunk + 1}.xml` : `${file.kind}.xml`;
}

/** The file a name under /sitemaps/ stands for, or null. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  const posts = /^posts-([1-9]\d{0,5})\.xml$/.exec(name);
  if (posts) return { kind: 'posts', chunk: Number(posts[1]) - 1 };
  const fixed = /^(pages|guides|blog|giveaways)\.xml$/.exec(name);
  return fixed ? { kind: fixed[1] as 'pages' | 'guides' | 'blog' | 'giveaways' } : null;
}

/**
 * What the sitemap lists, read fresh on every request (nothing cached, so a post is in it the moment it is published):
 * only published posts (never unlisted, drafts, archived or banners), the gift guides, the published blog posts, the
 * giveaways that have started and the public pages. Posts are read by id range on the primary key, one file per
 * 50,000 ids, and the index finds the ranges in use with one walk of the listed-posts index.
 */
@Injectable()
export class SitemapReader {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The files of the index, each with its lastmod. */
  async files(): Promise<Array<{ file: SitemapFile; lastmod: Date | null }>> {
    const [chunks, guides, blog, giveaways, newestPost] = await Promise.all([
      this.prisma.$queryRaw<Array<{ chunk: number; lastmod: Date | null }>>`
        SELECT (id / ${POSTS_PER_FILE})::int AS chunk, max(published_at) AS lastmod
        FROM posts WHERE status = 'published' AND type = 'post'
        GROUP BY 1 ORDER BY 1`,
      this.prisma.category.aggregate({ _max: { updatedAt: true } }),
      this.prisma.blogPost.aggregate({ where: { status: 'published' }, _max: { updatedAt: true } }),
      this.prisma.giveaway.aggregate({ where: { startsAt: { lte: new Date() } }, _max: { startsAt: true } }),
      this.prisma.post.aggregate({ where: { status: 'published', type: 'post' }, _max: { publishedAt: true } }),
    ]);
    return [
      { file: { kind: 'pages' }, lastmod: newestPost._max.publishedAt },
      { file: { kind: 'guides' }, lastmod: guides._max.updatedAt },
      { file: { kind: 'blog' }, lastmod: blog._max.updatedAt },
      { file: { kind: 'giveaways' }, lastmod: giveaways._max.startsAt },
      ...chunks.map(({ chunk, lastmod }) => ({ file: { kind: 'posts', chunk } as SitemapFile, lastmod })),
    ];
  }

  /** One file's URLs as absolute addresses; null when the file has none it could ever hold (an unknown chunk is empty). */
  async entries(file: SitemapFile, absolute: (path: string) => string): Promise<SitemapEntry[]> {
    switch (file.kind) {
      case 'pages':
        return FIXED_PAGES.map((route) => ({ loc: absolute(sitePath(route)) }));
      case 'guides': {
        const guides = await this.prisma.category.findMany({ select: { slug: true, parentSlug: true, updatedAt: true }, orderBy: { id: 'asc' }, take: SITEMAP_MAX_URLS });
        return guides.map((guide) => ({
          loc: absolute(sitePath({ kind: 'gift-list', list: guide.slug, ...(guide.parentSlug ? { parent: guide.parentSlug } : {}) })),
          lastmod: guide.updatedAt,
        }));
      }
      case 'blog': {
        const posts = await this.prisma.blogPost.findMany({ where: { status: 'published' }, select: { slug: true, updatedAt: true }, orderBy: { id: 'asc' }, take: SITEMAP_MAX_URLS });
        return posts.map((post) => ({ loc: absolute(sitePath({ kind: 'blog-post', slug: post.slug })), lastmod: post.updatedAt }));
      }
      case 'giveaways': {
        const giveaways = await this.prisma.giveaway.findMany({
          where: { startsAt: { lte: new Date() } },
          select: { slug: true, startsAt: true },
          orderBy: { id: 'asc' },
          take: SITEMAP_MAX_URLS,
        });
        return giveaways.map((giveaway) => ({ loc: absolute(sitePath({ kind: 'giveaway', slug: giveaway.slug })), lastmod: giveaway.startsAt }));
      }
      case 'posts': {
        // Mature gifts (nsfw) are left out, as the lists leave them out for a visitor who has not asked for them.
        const from = file.chunk * POSTS_PER_FILE;
        const posts = await this.prisma.$queryRaw<Array<{ slug: string; lastmod: Date }>>`
          SELECT slug, greatest(published_at, updated_at) AS lastmod
          FROM posts
          WHERE id >= ${from} AND id < ${from + POSTS_PER_FILE} AND status = 'published' AND type = 'post' AND NOT nsfw
          ORDER BY id`;
        return posts.map((post) => ({ loc: absolute(sitePath({ kind: 'post', slug: post.slug })), lastmod: post.lastmod }));
      }
    }
  }
}
