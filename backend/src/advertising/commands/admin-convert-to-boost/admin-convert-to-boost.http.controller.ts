import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConvertToBoostResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { AdminConvertToBoostCommand } from './admin-convert-to-boost.command';
import { adminConvertToBoostBody, type AdminConvertToBoostBody, adminConvertToBoostError } from './admin-convert-to-boost.dto';

@ApiTags('advertising')
@UseGuards(SignedInGuard, AdminGuard)
@Controller('api/user/admin-convert-to-boost')
export class AdminConvertToBoostHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Converts a paid creative into a paid boost (admins) {ad_id: the creative's id, post_id: the post's id (or slug), date: 'YYYY-MM-DD'}: the date rules of a boost apply; the campaign's payment pays for the boost, the creative is finished and leaves the lists. A creative converted already, or whose campaign is unpaid, is a 409.",
  })
  async convert(@SignedIn() user: SignedInUser, @Body(new ZodPipe(adminConvertToBoostBody, adminConvertToBoostError)) body: AdminConvertToBoostBody): Promise<ConvertToBoostResponse> {
    const boost = await this.commands.execute(new AdminConvertToBoostCommand(body, user.viewer.userId, new Date()));
    return success({ boost });
  }
}
