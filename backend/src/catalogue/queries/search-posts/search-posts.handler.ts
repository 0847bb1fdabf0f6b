import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/runtime';
import { SORT_CODES } from '../../domain/affiliate-link';
import { PAGE_SIZE } from '../../domain/list-sorts';
import type { PostView } from '../../domain/post-view';
import { PostReader } from '../../infra/post-reader';
import { LOOKUP_SIZE, SearchPostsQuery } from './search-posts.query';

/**
 * Below pg_trgm's default of 0.6 so one or two wrong letters in a product name still match; the `<%` operator
 * reads this setting and can use the trigram index on title.
 */
const WORD_SIMILARITY_THRESHOLD = '0.4';

@QueryHandler(SearchPostsQuery)
export class SearchPostsHandler implements IQueryHandler<SearchPostsQuery, PostView[]> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly posts: PostReader,
  ) {}

  async execute({ term, page, lookup, visitor }: SearchPostsQuery): Promise<PostView[]> {
    const size = lookup ? LOOKUP_SIZE : PAGE_SIZE;
    const offset = lookup ? 0 : (page - 1) * size;
    // Full-text matches rank by ts_rank; trigram similarity on the title both admits misspelt names and breaks ties.
    const [, rows] = await this.prisma.$transaction([
      this.prisma.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`,
      this.prisma.$queryRaw<Array<{ id: number }>>`
        SELECT p.id
        FROM posts p, websearch_to_tsquery('english', ${term}) q
        WHERE p.status = 'published' AND p.type = 'post'
          AND (p.search_vector @@ q OR ${term} <% p.title)
        ORDER BY ts_rank(p.search_vector, q) + word_similarity(${term}, p.title) DESC, p.id DESC
        LIMIT ${size} OFFSET ${offset}`,
    ]);
    return this.posts.views(
      rows.map((row) => row.id),
      { ...visitor, sortCode: SORT_CODES.new },
    );
  }
}
