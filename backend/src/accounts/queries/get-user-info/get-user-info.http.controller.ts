import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserInfoResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { GetUserInfoQuery } from './get-user-info.query';

@ApiTags('accounts')
@Controller('api/user/info')
export class GetUserInfoHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':userId')
  @ApiOperation({ summary: "A user's public profile: username, portrait and number of boards." })
  async info(@Param('userId') userId: string): Promise<UserInfoResponse> {
    return success({ user: await this.queries.execute(new GetUserInfoQuery(parseId(userId, 'user_id'))) });
  }
}
