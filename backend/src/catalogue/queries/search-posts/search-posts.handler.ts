import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Prisma } from '@emberhold/db';
import { SORT_CODES } from '../../domain/affiliate-link';
import { PAGE_SIZE } from '../../domain/list-sorts';
import type { PostView } from '../../domain/post-view';
import { PostReader } from '../../infra/post-reader';
import { LOOKUP_SIZE, SearchPostsQuery } from './search-posts.query';

@QueryHandler(SearchPostsQuery)
export class SearchPostsHandler implements IQueryHandler<SearchPostsQuery, PostView[]> {
  constructor(private readonly posts: PostReader) {}

  async execute({ term, page, lookup, visitor }: SearchPostsQuery): Promise<PostView[]> {
    const size = lookup ? LOOKUP_SIZE : PAGE_SIZE;
    const offset = lookup ? 0 : (page - 1) * size;
    // Full-text matches rank by ts_rank; trigram similarity on the title both admits misspelt names and breaks ties.
    // `<%` reads pg_trgm.word_similarity_threshold, lowered for the database (catalogue_list_indexes migration)
    // so one or two wrong letters in a product name still match, through the trigram index on title.
    return this.posts.matching(
      Prisma.sql`
        SELECT p.id
        FROM posts p, websearch_to_tsquery('english', ${term}) q
        WHERE p.status = 'published' AND p.type = 'post'
          AND (p.search_vector @@ q OR ${term} <% p.title)
        ORDER BY ts_rank(p.search_vector, q) + word_similarity(${term}, p.title) DESC, p.id DESC
        LIMIT ${size} OFFSET ${offset}`,
      { ...visitor, sortCode: SORT_CODES.new },
    );
  }
}
