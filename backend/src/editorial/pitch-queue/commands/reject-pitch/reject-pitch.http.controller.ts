import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PitchResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../../common/auth/signed-in';
import { success } from '../../../../common/http/api-response';
import { ZodPipe } from '../../../../common/http/zod-body.pipe';
import { parsePitchId } from '../../domain/pitch-id';
import { firstFieldMessage, rejectPitchBody, type RejectPitchBodyParsed } from '../../domain/pitch-rules';
import { RejectPitchHandler } from './reject-pitch.handler';

@ApiTags('pitch-queue')
@UseGuards(AdminGuard, SignedInGuard)
@Controller('api/user/pitchpost')
export class RejectPitchHttpController {
  constructor(private readonly handler: RejectPitchHandler) {}

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rejects a pending pitch or submission with a reason (admins) {reason}; 409 once it is decided.' })
  async reject(@SignedIn() user: SignedInUser, @Param('id') id: string, @Body(new ZodPipe(rejectPitchBody, firstFieldMessage)) body: RejectPitchBodyParsed): Promise<PitchResponse> {
    return success({ pitch: await this.handler.execute(user.userId, parsePitchId(id), body.reason) });
  }
}
