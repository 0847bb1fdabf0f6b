import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { PostResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { PublicResponseCacheInterceptor } from '../../../common/http/public-response-cache.interceptor';
import { parseBoundedInt, parseVisitor } from '../../domain/catalogue-params';
import { GetPostQuery } from './get-post.query';

@ApiTags('catalogue')
@Controller('api/posts')
@UseInterceptors(PublicResponseCacheInterceptor)
export class GetPostHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':slug')
  @ApiOperation({ summary: 'One post by slug; 404 when it does not exist or is not published.' })
  @ApiQuery({ name: 'size', required: false, description: 'At most this many gallery images (1-50)' })
  @ApiQuery({ name: 'country', required: false, enum: ['us', 'uk', 'ca'] })
  async post(@Param('slug') slug: string, @Query() query: Record<string, unknown>): Promise<PostResponse> {
    const visitor = parseVisitor(query);
    const size = query.size === undefined ? undefined : parseBoundedInt(query.size, 'size', { min: 1, max: 50, fallback: 50 });
    return success({ post: await this.queries.execute(new GetPostQuery(slug, visitor, size)) });
  }
}
