import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { GetMeQuery } from './get-me.query';

@ApiTags('accounts')
@UseGuards(SignedInGuard)
@Controller('api/user/me')
export class GetMeHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The logged-in user with the access, editor and advertiser flags; 401 when logged out (spec section 7).' })
  async me(@SignedIn() user: SignedInUser): Promise<AccountResponse> {
    return success({ user: await this.queries.execute(new GetMeQuery(user.userId)), csrf_token: user.viewer.csrfToken });
  }
}
