import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { success } from '../../../common/http/api-response';
import { GetPostQuery } from './get-post.query';

@ApiTags('catalogue')
@Controller('api/posts')
export class GetPostHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':slug')
  @ApiOperation({ summary: 'One post by slug; 404 when it does not exist or is not published.' })
  async post(@Param('slug') slug: string) {
    return success({ post: await this.queries.execute(new GetPostQuery(slug)) });
  }
}
