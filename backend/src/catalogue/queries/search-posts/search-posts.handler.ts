import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Prisma, type SqlReader } from '@emberhold/db';
import { SQL_READER } from '@emberhold/platform';
import { SORT_CODES } from '../../domain/affiliate-link';
import { PAGE_SIZE } from '../../domain/list-sorts';
import type { PostView } from '../../domain/post-view';
import { correctedTerm } from '../../domain/typo-correction';
import { NOT_MATURE, PostReader } from '../../infra/post-reader';
import { SearchVocabularyProvider } from '../../infra/search-vocabulary.provider';
import { LOOKUP_SIZE, SearchPostsQuery } from './search-posts.query';

/** The posts a search may find: listed ones, mature gifts only when the visitor asked for them (?nsfw=1). */
function listed(nsfw: boolean | undefined): Prisma.Sql {
  return nsfw ? Prisma.sql`p.status = 'published' AND p.type = 'post'` : Prisma.sql`p.status = 'published' AND p.type = 'post' AND ${NOT_MATURE}`;
}

/**
 * Search reads the full-text index first. A term nothing matches is read again with its misspelt words replaced
 * by the nearest words of product titles, and as a last resort compared by trigram similarity with the titles
 * (which also finds run-together or partial words). Each step only runs when the one before found nothing, so a
 * correctly spelt search is one statement for the ids and one for their views.
 *
 * Order: posts whose title holds the words come first, then posts that hold them only in the description; within
 * each, the most popular first (the popular sort's order and index). ts_rank would have to read every match to
 * rank it (about 12 ms for a word in 5,000 of 100,000 posts), and for a one- or two-word product search it ties
 * nearly every title match anyway.
 */
@QueryHandler(SearchPostsQuery)
export class SearchPostsHandler implements IQueryHandler<SearchPostsQuery, PostView[]> {
  constructor(
    @Inject(SQL_READER) private readonly sql: SqlReader,
    private readonly posts: PostReader,
    private readonly vocabulary: SearchVocabularyProvider,
  ) {}

  async execute({ term, page, lookup, visitor }: SearchPostsQuery): Promise<PostView[]> {
    const size = lookup ? LOOKUP_SIZE : PAGE_SIZE;
    const offset = lookup ? 0 : (page - 1) * size;
    const links = { ...visitor, sortCode: SORT_CODES.new };
    const LISTED = listed(visitor.nsfw);
    const place = { page };
    // Hits of a corrected or similar term are found through typo tolerance, not the words as typed (spec section 3).
    const fuzzy = { page, fuzzy: true };

    const exact = await this.ids(fullText(term, size, offset, LISTED));
    if (exact.length > 0 || (page > 1 && (await this.anyFullTextMatch(term, LISTED)))) return this.posts.views(exact, links, place);

    const corrected = correctedTerm(term, await this.vocabulary.vocabulary());
    if (corrected !== undefined) {
      const fixed = await this.ids(fullText(corrected, size, offset, LISTED));
      if (fixed.length > 0 || (page > 1 && (await this.anyFullTextMatch(corrected, LISTED)))) return this.posts.views(fixed, links, fuzzy);
    }

    // `<%` reads pg_trgm.word_similarity_threshold, lowered for the database (catalogue_list_indexes migration).
    const similar = await this.ids(Prisma.sql`
      SELECT p.id FROM posts p
      WHERE ${LISTED} AND ${term} <% p.title
      ORDER BY word_similarity(${term}, p.title) DESC, p.id DESC
      LIMIT ${size} OFFSET ${offset}`);
    return this.posts.views(similar, links, fuzzy);
  }

  /** Planned with the term itself: how many titles hold a word decides between an index walk and a bitmap. */
  private async ids(query: Prisma.Sql): Promise<number[]> {
    const rows = await this.sql.query<{ id: number }>(query, { planPerCall: true });
    return rows.map((row) => row.id);
  }

  private async anyFullTextMatch(term: string, LISTED: Prisma.Sql): Promise<boolean> {
    const [row] = await this.sql.query<{ found: boolean }>(
      Prisma.sql`SELECT EXISTS (SELECT 1 FROM posts p WHERE ${LISTED} AND p.search_vector @@ websearch_to_tsquery('english', ${term})) AS found`,
      { planPerCall: true },
    );
    return row?.found ?? false;
  }
}

/**
 * Full-text matches, title matches first (title_vector), then description-only ones, each in popularity order.
 * Each branch is limited to the rows the page can need, so Postgres plans it for a page, not for every match: a
 * common word walks the popularity index until the page is full, a rare one reads its few matches from the GIN
 * index and sorts them. A negated word (websearch's `-word`) must be absent from the description too, so title
 * matches are also checked against the whole post when the term has one.
 */
function fullText(term: string, size: number, offset: number, LISTED: Prisma.Sql): Prisma.Sql {
  const query = Prisma.sql`websearch_to_tsquery('english', ${term})`;
  const titleMatch = /(^|\s)-/.test(term)
    ? Prisma.sql`p.title_vector @@ ${query} AND p.search_vector @@ ${query}`
    : Prisma.sql`p.title_vector @@ ${query}`;
  const needed = size + offset;
  return Prisma.sql`
    SELECT id FROM (
      (SELECT p.id FROM posts p WHERE ${LISTED} AND ${titleMatch}
       ORDER BY p.clicks_score_amazon_available DESC, p.id DESC LIMIT ${needed})
      UNION ALL
      (SELECT p.id FROM posts p WHERE ${LISTED} AND p.search_vector @@ ${query} AND NOT p.title_vector @@ ${query}
       ORDER BY p.clicks_score_amazon_available DESC, p.id DESC LIMIT ${needed})
    ) matches
    LIMIT ${size} OFFSET ${offset}`;
}
