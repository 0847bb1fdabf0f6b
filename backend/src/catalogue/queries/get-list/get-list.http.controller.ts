import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { NotFoundError, ValidationFailedError } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { isListSort, listSorts } from '../../domain/list-sorts';
import { GetListQuery } from './get-list.query';

@ApiTags('catalogue')
@Controller('api/lists')
export class GetListHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':sort/:page')
  @ApiOperation({ summary: 'One page of the index list in a sort (spec section 7).' })
  @ApiParam({ name: 'sort', enum: Object.keys(listSorts) })
  @ApiParam({ name: 'page', type: Number })
  async list(@Param('sort') sort: string, @Param('page') pageParam: string) {
    if (!isListSort(sort)) throw new NotFoundError('LIST_NOT_FOUND', `There is no list sorted by "${sort}"`);
    const page = Number(pageParam);
    if (!Number.isInteger(page) || page < 1 || page > 10_000) {
      throw new ValidationFailedError('page must be a whole number from 1', [{ field: 'page', message: 'must be a whole number from 1' }]);
    }
    const result = await this.queries.execute(new GetListQuery(sort, page));
    return success({ posts: result.posts, sort: result.sort, page: result.page }, { count: result.posts.length });
  }
}
