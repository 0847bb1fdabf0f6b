import { Controller, Get, Header, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { ViewerResolver } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { GetMeQuery } from './get-me.query';

@ApiTags('accounts')
@Controller('api/user/me')
export class GetMeHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly viewers: ViewerResolver,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The logged-in user with the access, editor and advertiser flags; 401 when logged out (spec section 7).' })
  async me(@Req() request: FastifyRequest) {
    const viewer = await this.viewers.fromRequest(request);
    if (viewer === null) throw new DomainError('unauthenticated', 'LOGIN_REQUIRED', 'Please register or log into your account first');
    return success({ user: await this.queries.execute(new GetMeQuery(viewer.userId)), csrf_token: viewer.csrfToken });
  }
}
