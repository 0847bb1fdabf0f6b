import { Controller, Get, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BlogListResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { PublicResponseCacheInterceptor } from '../../../common/http/public-response-cache.interceptor';
import { GetBlogListQuery } from './get-blog-list.query';

@ApiTags('content')
@Controller('api/blog')
@UseInterceptors(PublicResponseCacheInterceptor)
export class GetBlogListHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'The newest published blog posts.' })
  async list(): Promise<BlogListResponse> {
    const posts = await this.queries.execute(new GetBlogListQuery());
    return success({ posts }, { count: posts.length });
  }
}
