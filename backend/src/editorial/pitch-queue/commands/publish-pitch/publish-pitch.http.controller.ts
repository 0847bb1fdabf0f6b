import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublishPitchResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../../common/auth/signed-in';
import { success } from '../../../../common/http/api-response';
import { ZodPipe } from '../../../../common/http/zod-body.pipe';
import { parsePitchId } from '../../domain/pitch-id';
import { firstFieldMessage, publishPitchBody, type PublishPitchBodyParsed } from '../../domain/pitch-rules';
import { PublishPitchHandler } from './publish-pitch.handler';

@ApiTags('pitch-queue')
@UseGuards(AdminGuard, SignedInGuard)
@Controller('api/user/pitchpost')
export class PublishPitchHttpController {
  constructor(private readonly handler: PublishPitchHandler) {}

  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Publishes a pending pitch as a post (admins) {title, slug, content, price, images, categories, link}: listed, searchable, in its gift guides and the sitemap at once; 409 once decided or when the slug is taken.',
  })
  async publish(
    @SignedIn() user: SignedInUser,
    @Param('id') id: string,
    @Body(new ZodPipe(publishPitchBody, firstFieldMessage)) body: PublishPitchBodyParsed,
  ): Promise<PublishPitchResponse> {
    return success(await this.handler.execute(user.userId, parsePitchId(id), body));
  }
}
