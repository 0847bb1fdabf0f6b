import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PitchResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../../common/auth/signed-in';
import { success } from '../../../../common/http/api-response';
import { ZodPipe } from '../../../../common/http/zod-body.pipe';
import { firstFieldMessage, pitchPostBody, type PitchPostBodyParsed } from '../../domain/pitch-rules';
import { PitchPostHandler } from './pitch-post.handler';

@ApiTags('pitch-queue')
/** Admins only (the access flag): a visitor 401, anyone else 403, before the body is read. */
@UseGuards(AdminGuard, SignedInGuard)
@Controller('api/user/pitchpost')
export class PitchPostHttpController {
  constructor(private readonly handler: PitchPostHandler) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Pitches a post to the editorial queue (admins) {title, comments, link, priority, images, product_link, video_url}.' })
  async pitch(@SignedIn() user: SignedInUser, @Body(new ZodPipe(pitchPostBody, firstFieldMessage)) body: PitchPostBodyParsed): Promise<PitchResponse> {
    return success({ pitch: await this.handler.execute(user.userId, body) });
  }
}
