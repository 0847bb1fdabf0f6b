import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GiveawayEntryResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { giveawaySlug } from '../../domain/giveaway-entry';
import { GetGiveawayEntryQuery } from './get-giveaway-entry.query';

@ApiTags('community')
@UseGuards(SignedInGuard)
@Controller('api/user/giveaway')
export class GetGiveawayEntryHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':slug/entry')
  @ApiOperation({ summary: 'Whether the logged-in user has entered a giveaway, and whether it still takes entries.' })
  async entry(@Param('slug') slug: string, @SignedIn() viewer: SignedInUser): Promise<GiveawayEntryResponse> {
    return success({ entry: await this.queries.execute(new GetGiveawayEntryQuery(viewer.userId, giveawaySlug(slug))) });
  }
}
