import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProfileResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { GetProfileQuery } from './get-profile.query';

@ApiTags('profile')
@UseGuards(SignedInGuard)
@Controller('api/user/profile')
export class GetProfileHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The logged-in user's own details for /profile/: username, email, date of birth and portrait." })
  async profile(@SignedIn() viewer: SignedInUser): Promise<ProfileResponse> {
    return success({ profile: await this.queries.execute(new GetProfileQuery(viewer.userId)) });
  }
}
