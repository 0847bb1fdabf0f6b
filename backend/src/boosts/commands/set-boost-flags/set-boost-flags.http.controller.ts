import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BoostChecklistItemDto, DataResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { SetBoostFlagsCommand } from './set-boost-flags.command';
import { setBoostFlagsBody, type SetBoostFlagsBody } from './set-boost-flags.dto';

@ApiTags('boosts')
@UseGuards(SignedInGuard, AdminGuard)
@Controller('api/user/boosted-checklist')
export class SetBoostFlagsHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/flags')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets checklist flags of a boost {flags: {post_refreshed, social_scheduled, newsletter_slot, live_checked}} (admins); the others are kept.' })
  async set(@Param('id') id: string, @SignedIn() user: SignedInUser, @Body(new ZodPipe(setBoostFlagsBody)) body: SetBoostFlagsBody): Promise<DataResponse<BoostChecklistItemDto>> {
    return success({ data: await this.commands.execute(new SetBoostFlagsCommand(parseId(id, 'id'), body.flags, user.userId)) });
  }
}
