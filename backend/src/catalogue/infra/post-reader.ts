import { Inject, Injectable, Optional } from '@nestjs/common';
import { Prisma, type SqlReader } from '@emberhold/db';
import { APP_CONFIG, type AppConfig, SQL_READER } from '@emberhold/platform';
import { PageCaches } from '../../common/cache/page-caches';
import { TtlLruCache } from '../../common/cache/ttl-lru-cache';
import type { LinkContext } from '../domain/affiliate-link';
import { listSorts, type ListSort, PAGE_SIZE } from '../domain/list-sorts';
import { type ListPlace, type PostRow, toPostView, type PostView } from '../domain/post-view';
import { seedStart } from '../domain/random-walk';
import { GuideDirectory } from './guide-directory';

export interface ListFilter {
  /** Only posts in one of these gift guides; undefined means any post, an empty list means posts in any guide. */
  categoryIds?: number[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** The new list (home and /new/): today's boosted posts lead it (see BOOSTED_TODAY). */
  boostedFirst?: boolean | undefined;
  /** Mature gifts (posts flagged nsfw) are included: the visitor asked for them (?nsfw=1). */
  nsfw?: boolean | undefined;
}

/**
 * The columns of a post view, its gallery and its guides included, so a whole page is one statement and one round
 * trip. `picked` is a CTE of (id, ord) naming the posts and their display order. The gallery and the guide ids are the
 * post's own copies (posts.gallery and posts.category_ids, kept in step with post_images and post_categories by the
 * post_view_copies triggers): two subqueries a post cost close to half the page's time in Postgres. Guides come as
 * ids, named from the in-memory guide tree: joining categories per post cost as much as the rest of the page.
 */
const VIEW_SELECT = Prisma.sql`
  SELECT p.id, p.slug, p.title, p.content, p.link, p.ugly_link, p.image, p.embed, p.price::text AS price, p.rating, p.rating_count, p.type,
    p.display_gifts, p.display_related, p.nsfw, p.status = 'unlisted' AS unlisted, p.gallery AS images, COALESCE(p.category_ids, '{}') AS category_ids
  FROM picked JOIN posts p ON p.id = picked.id
  ORDER BY picked.ord`;

const LISTED = Prisma.sql`p.status = 'published' AND p.type = 'post'`;

/** Leaves mature gifts out of a list or a search, unless the visitor asked for them (?nsfw=1). */
export const NOT_MATURE = Prisma.sql`NOT p.nsfw`;

/**
 * Boosts (backend/src/boosts): on its day (UTC) a paid boost is `running` (the boosts.refresh job) and its post comes
 * before every other post of the new list. The boosted posts lead the walk and are left out of the rest, so the first
 * page starts with them and later pages neither repeat nor skip a post. Read once per statement as an array (one probe
 * of boost_dates by status and date): `<> ALL (ARRAY(…))` keeps the rest an index walk, where `NOT IN (…)` made the
 * planner sort every post (25 ms a page at 100,000 posts). Pages are cached for CATALOGUE_CACHE_MS like any other, so
 * the rise shows within that time of the job's run.
 *
 * The boosted posts are few, so the page is cut from each part on its own: the boosted posts at the page's offset,
 * then the rest at that offset less the number of boosted posts, each with its own LIMIT. A LIMIT and OFFSET around
 * the two parts instead left Postgres planning each part as if all its rows were wanted: it read every listed post and
 * sorted them (seq scan + top-N sort, 100-400 ms a page at 100,000 posts, at any depth) instead of walking the new
 * index as far as the page.
 */
const BOOSTED_TODAY = Prisma.sql`ARRAY(SELECT b.post_id FROM boost_dates b WHERE b.date = (now() AT TIME ZONE 'UTC')::date AND b.status = 'running')`;

/**
 * A random walk reads its two halves in order and pages the concatenation; each half carries the LIMIT of
 * everything up to the end of the page, offset included (no half can give the page more rows than that). Without it
 * Postgres planned each half as if all its rows were wanted: a seq scan and a sort of every listed post (300 ms a page
 * at 100,000 posts, at any depth) instead of a walk of the random index as far as the page.
 */
function branchReach(page: number): Prisma.Sql {
  return Prisma.sql`LIMIT ${page * PAGE_SIZE}`;
}

type SqlPostRow = Omit<PostRow, 'categories'> & { category_ids: number[] };

/**
 * Pages of listed posts. Each list sort walks its own partial index (see the catalogue_list_indexes migration; since
 * catalogue_list_covering_indexes each ends with nsfw, so the walk and its offset read the index alone) and
 * the views of the chosen ids come back in the same statement, so every sort, the session-seeded random order and
 * the filters share one path and one round trip.
 */
@Injectable()
export class PostReader {
  /**
   * The rows of list pages and posts everyone sees, for CATALOGUE_CACHE_MS (5 s by default): a popular page costs
   * one query per few seconds however many visitors ask. Links and prices are still made per visitor from the rows.
   */
  private readonly rows: TtlLruCache<PostRow[]>;

  constructor(
    @Inject(SQL_READER) private readonly sql: SqlReader,
    private readonly guides: GuideDirectory,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
    @Optional() pageCaches?: PageCaches,
  ) {
    this.rows = new TtlLruCache<PostRow[]>(5_000, config?.CATALOGUE_CACHE_MS ?? 0);
    // A post's row is keyed by its slug; a list page's by its sort, page and filters, which no site path names one to
    // one (a guide's page is its category ids), so naming any list drops every list's rows: each is one query again.
    pageCaches?.register({
      cacheName: 'rows',
      purge: (target) => this.rows.purge((key) => (key.startsWith('slug:') ? target.postSlugs.includes(key.slice('slug:'.length)) : target.postLists)),
    });
  }

  /** A page of a list; each view names the sort and page it was read under. */
  async page(sort: ListSort, page: number, filter: ListFilter, seed: string | undefined, links: LinkContext): Promise<PostView[]> {
    const conditions: Prisma.Sql[] = [LISTED];
    if (sort === 'instagram') conditions.push(Prisma.sql`p.instagram`);
    if (sort === 'high' || sort === 'low') conditions.push(Prisma.sql`p.price IS NOT NULL`);
    if (filter.categoryIds !== undefined) {
      conditions.push(
        filter.categoryIds.length === 0
          ? Prisma.sql`EXISTS (SELECT 1 FROM post_categories pc WHERE pc.post_id = p.id)`
          : Prisma.sql`EXISTS (SELECT 1 FROM post_categories pc WHERE pc.post_id = p.id AND pc.category_id = ANY(${filter.categoryIds}::int[]))`,
      );
    }
    if (filter.minPrice !== undefined) conditions.push(Prisma.sql`p.price >= ${filter.minPrice}`);
    if (filter.maxPrice !== undefined) conditions.push(Prisma.sql`p.price <= ${filter.maxPrice}`);
    if (!filter.nsfw) conditions.push(NOT_MATURE);
    const where = Prisma.join(conditions, ' AND ');
    const offset = (page - 1) * PAGE_SIZE;
    const limit = Prisma.sql`LIMIT ${PAGE_SIZE} OFFSET ${offset}`;
    const reach = branchReach(page);
    const order = Prisma.raw(listSorts[sort].order);
    const ids = filter.boostedFirst
      ? Prisma.sql`
          SELECT id FROM (
            (SELECT p.id FROM posts p WHERE ${where} AND p.id = ANY (${BOOSTED_TODAY}) ORDER BY ${order} ${limit})
            UNION ALL
            (SELECT p.id FROM posts p WHERE ${where} AND p.id <> ALL (${BOOSTED_TODAY}) ORDER BY ${order}
             LIMIT ${PAGE_SIZE} OFFSET greatest(0, ${offset} - (SELECT count(*) FROM posts p WHERE ${where} AND p.id = ANY (${BOOSTED_TODAY}))))
          ) boosted_first LIMIT ${PAGE_SIZE}`
      : sort === 'random' && seed !== undefined
        ? // A session walks the fixed random order from its own starting point and wraps around once: both halves
          // are index range scans, and consecutive pages never repeat or skip a post.
          Prisma.sql`
            SELECT id FROM (
              (SELECT p.id FROM posts p WHERE ${where} AND p.random_key >= ${seedStart(seed)} ORDER BY p.random_key, p.id ${reach})
              UNION ALL
              (SELECT p.id FROM posts p WHERE ${where} AND p.random_key < ${seedStart(seed)} ORDER BY p.random_key, p.id ${reach})
            ) walk ${limit}`
        : Prisma.sql`SELECT p.id FROM posts p WHERE ${where} ORDER BY ${order} ${limit}`;
    const key = JSON.stringify([sort, page, filter.categoryIds, filter.minPrice, filter.maxPrice, sort === 'random' ? seed : undefined, filter.boostedFirst, Boolean(filter.nsfw)]);
    const rows = await this.rows.getOrLoad(key, () => this.select(Prisma.sql`SELECT id, ord FROM unnest(ARRAY(${ids})) WITH ORDINALITY AS t(id, ord)`));
    const place = { sort, page };
    return rows.map((row) => toPostView(row, links, place));
  }

  /** The views of the posts an id query selects, in its order: the query and the views are one statement. */
  async matching(ids: Prisma.Sql, links: LinkContext, place?: ListPlace): Promise<PostView[]> {
    const rows = await this.select(Prisma.sql`SELECT id, ord FROM unnest(ARRAY(${ids})) WITH ORDINALITY AS t(id, ord)`);
    return rows.map((row) => toPostView(row, links, place));
  }

  /** The views of these posts, in the order given; ids that no longer exist are left out. */
  async views(ids: number[], links: LinkContext, place?: ListPlace): Promise<PostView[]> {
    if (ids.length === 0) return [];
    const rows = await this.select(Prisma.sql`SELECT id, ord FROM unnest(${ids}::int[]) WITH ORDINALITY AS t(id, ord)`);
    return rows.map((row) => toPostView(row, links, place));
  }

  /** One post a visitor may open by its slug, or null: published, or unlisted (reached only by its address). */
  async bySlug(slug: string, links: LinkContext): Promise<PostView | null> {
    const row = await this.visibleBySlug(slug);
    return row ? toPostView(row, links) : null;
  }

  /**
   * The post bySlug shows, with whether it is unlisted (the head of its page keeps an unlisted post out of search
   * engines), or null. Prices are the stored dollars.
   */
  async pageBySlug(slug: string): Promise<{ post: PostView; unlisted: boolean } | null> {
    const row = await this.visibleBySlug(slug);
    return row ? { post: toPostView(row), unlisted: row.unlisted } : null;
  }

  private async visibleBySlug(slug: string): Promise<PostRow | undefined> {
    const rows = await this.rows.getOrLoad(`slug:${slug}`, () =>
      this.select(Prisma.sql`SELECT p.id, 1 AS ord FROM posts p WHERE p.slug = ${slug} AND p.status IN ('published', 'unlisted')`),
    );
    return rows[0];
  }

  /**
   * The rows `picked` (a query of id and display order) names, with their guides named. Each row read is given its
   * guides in place: copying it without its ids (a rest and a spread) cost more than the rest of the page's views.
   */
  private async select(picked: Prisma.Sql): Promise<PostRow[]> {
    const [rows, tree] = await Promise.all([
      this.sql.query<SqlPostRow>(Prisma.sql`WITH picked AS (${picked}) ${VIEW_SELECT}`),
      this.guides.tree(),
    ]);
    return rows.map((row) =>
      Object.assign(row, {
        categories: row.category_ids.flatMap((id) => {
          const guide = tree.byId.get(id);
          const parent = guide ? tree.bySlug.get(guide.slug)?.parent : undefined;
          return guide ? [{ slug: guide.slug, name: guide.name, parent: parent ? { slug: parent.slug, name: parent.name } : null }] : [];
        }),
      }),
    );
  }
}
