import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EnterGiveawayResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { GIVEAWAY_ALREADY_ENTERED, GIVEAWAY_ENTERED, giveawaySlug } from '../../domain/giveaway-entry';
import { EnterGiveawayCommand } from './enter-giveaway.command';

@ApiTags('community')
@UseGuards(SignedInGuard)
@Controller('api/user/giveaway')
export class EnterGiveawayHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':slug/enter')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enters the logged-in user in a running giveaway, once; again answers that they are already entered.' })
  async enter(@Param('slug') slug: string, @SignedIn() viewer: SignedInUser): Promise<EnterGiveawayResponse> {
    const { alreadyEntered, enteredAt } = await this.commands.execute(new EnterGiveawayCommand(viewer, giveawaySlug(slug)));
    return success(
      { entry: { entered: true, already_entered: alreadyEntered, entered_at: enteredAt.toISOString() } },
      { message: alreadyEntered ? GIVEAWAY_ALREADY_ENTERED : GIVEAWAY_ENTERED },
    );
  }
}
