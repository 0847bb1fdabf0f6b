import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BlogPostResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { PublicResponseCacheInterceptor } from '../../../common/http/public-response-cache.interceptor';
import { parseVisitor } from '../../domain/catalogue-params';
import { GetBlogPostQuery } from './get-blog-post.query';

@ApiTags('content')
@Controller('api/blog')
@UseInterceptors(PublicResponseCacheInterceptor)
export class GetBlogPostHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':slug')
  @ApiOperation({ summary: 'One published blog post with the gift posts it features.' })
  async post(@Param('slug') slug: string, @Query() query: Record<string, unknown>): Promise<BlogPostResponse> {
    return success({ post: await this.queries.execute(new GetBlogPostQuery(slug, parseVisitor(query))) });
  }
}
