import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Prisma, type SqlReader } from '@emberhold/db';
import { SQL_READER } from '@emberhold/runtime';
import { SORT_CODES } from '../../domain/affiliate-link';
import { PAGE_SIZE } from '../../domain/list-sorts';
import type { PostView } from '../../domain/post-view';
import { correctedTerm } from '../../domain/typo-correction';
import { PostReader } from '../../infra/post-reader';
import { SearchVocabularyProvider } from '../../infra/search-vocabulary.provider';
import { LOOKUP_SIZE, SearchPostsQuery } from './search-posts.query';

const LISTED = Prisma.sql`p.status = 'published' AND p.type = 'post'`;

/**
 * Search reads the full-text index first. A term nothing matches is read again with its misspelt words replaced
 * by the nearest words of product titles, and as a last resort compared by trigram similarity with the titles
 * (which also finds run-together or partial words). Each step only runs when the one before found nothing, so a
 * correctly spelt search is one statement.
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
    const limit = Prisma.sql`LIMIT ${size} OFFSET ${lookup ? 0 : (page - 1) * size}`;
    const links = { ...visitor, sortCode: SORT_CODES.new };

    const exact = await this.posts.matching(fullText(term, limit), links);
    if (exact.length > 0 || (page > 1 && (await this.anyFullTextMatch(term)))) return exact;

    const corrected = correctedTerm(term, await this.vocabulary.vocabulary());
    if (corrected !== undefined) {
      const fixed = await this.posts.matching(fullText(corrected, limit), links);
      if (fixed.length > 0 || (page > 1 && (await this.anyFullTextMatch(corrected)))) return fixed;
    }

    // `<%` reads pg_trgm.word_similarity_threshold, lowered for the database (catalogue_list_indexes migration).
    return this.posts.matching(
      Prisma.sql`
        SELECT p.id FROM posts p
        WHERE ${LISTED} AND ${term} <% p.title
        ORDER BY word_similarity(${term}, p.title) DESC, p.id DESC
        ${limit}`,
      links,
    );
  }

  private async anyFullTextMatch(term: string): Promise<boolean> {
    const [row] = await this.sql.query<{ found: boolean }>(
      Prisma.sql`SELECT EXISTS (SELECT 1 FROM posts p WHERE ${LISTED} AND p.search_vector @@ websearch_to_tsquery('english', ${term})) AS found`,
    );
    return row?.found ?? false;
  }
}

/** Full-text matches, title words weighing more than description words (the search_vector weights). */
function fullText(term: string, limit: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT p.id FROM posts p, websearch_to_tsquery('english', ${term}) q
    WHERE ${LISTED} AND p.search_vector @@ q
    ORDER BY ts_rank(p.search_vector, q) DESC, p.id DESC
    ${limit}`;
}
