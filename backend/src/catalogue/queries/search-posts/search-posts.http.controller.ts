import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type PostListResponse, ValidationFailedError } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { parseCatalogueVisitor, parsePage } from '../../domain/catalogue-params';
import { SearchPostsQuery } from './search-posts.query';

const MAX_TERM_LENGTH = 100;

@ApiTags('catalogue')
@Controller('api/search')
export class SearchPostsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':term/:page')
  @ApiOperation({ summary: 'Posts matching a term: full-text ranked, tolerant of misspelt titles.' })
  @ApiQuery({ name: 'lookup', required: false, description: '1 for the search box quick lookup (a few results)' })
  @ApiQuery({ name: 'country', required: false, enum: ['us', 'uk', 'ca'] })
  @ApiQuery({ name: 'nsfw', required: false, enum: ['0', '1'], description: '1 includes mature gifts' })
  async search(@Param('term') rawTerm: string, @Param('page') pageParam: string, @Query() query: Record<string, unknown>): Promise<PostListResponse> {
    const term = rawTerm.trim();
    if (term.length === 0 || term.length > MAX_TERM_LENGTH) {
      throw new ValidationFailedError(`term must be 1 to ${MAX_TERM_LENGTH} characters`, [
        { field: 'term', message: `must be 1 to ${MAX_TERM_LENGTH} characters` },
      ]);
    }
    const page = parsePage(pageParam);
    const lookup = query.lookup === '1' || query.lookup === 'true' || query.lookup === 'y';
    const posts = await this.queries.execute(new SearchPostsQuery(term, page, lookup, parseCatalogueVisitor(query)));
    return success(
      { posts },
      { count: posts.length, ...(posts.length === 0 && page === 1 ? { message: 'No results found. :(' } : {}) },
    );
  }
}
