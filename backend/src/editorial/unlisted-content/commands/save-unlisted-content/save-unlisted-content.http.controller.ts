import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UnlistedContentResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../../common/auth/signed-in';
import { success } from '../../../../common/http/api-response';
import { ZodPipe } from '../../../../common/http/zod-body.pipe';
import { UnlistedContentPages } from '../../infra/unlisted-content-pages';
import { saveUnlistedContentBody, type SaveUnlistedContentInput, unlistedFormError } from './save-unlisted-content.dto';

@ApiTags('editorial')
@UseGuards(SignedInGuard, AdminGuard)
@Controller('api/user/unlisted-content')
export class SaveUnlistedContentHttpController {
  constructor(private readonly pages: UnlistedContentPages) {}

  @Post('create')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Creates or changes an unlisted content page (admins) {id?, title, content, price, link, campaign?, upload_type, image | embed}: a post reachable at /{slug}/ only, the slug from the title; audited, and its page purged from every cache.',
  })
  async save(@SignedIn() user: SignedInUser, @Body(new ZodPipe(saveUnlistedContentBody, unlistedFormError)) body: SaveUnlistedContentInput): Promise<UnlistedContentResponse> {
    return success({ data: await this.pages.save(body, user.userId) }, { message: body.id === undefined ? 'The unlisted page was created.' : 'The unlisted page was saved.' });
  }
}
