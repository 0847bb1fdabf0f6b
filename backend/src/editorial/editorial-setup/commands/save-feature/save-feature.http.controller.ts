import { Body, Controller, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EditorialFeatureResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../../common/auth/signed-in';
import { success } from '../../../../common/http/api-response';
import { parseId } from '../../../../common/http/path-params';
import { ZodPipe } from '../../../../common/http/zod-body.pipe';
import { everyMessage, featureBody, type FeatureBody } from '../../domain/feature-body';
import { EditorialFeatures } from '../../infra/editorial-features';
import { EditorialUnlockedGuard } from '../../infra/editorial-unlocked.guard';

@ApiTags('editorial')
@UseGuards(AdminGuard, SignedInGuard, EditorialUnlockedGuard)
@Controller('api/user/editorial-setup')
export class SaveFeatureHttpController {
  constructor(private readonly features: EditorialFeatures) {}

  @Post()
  @HttpCode(200)
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary:
      'Sets up an editorial feature, or changes feature `id` (admins, unlocked): {link, title, description, price, brand_name, image (an upload of this setup), utm_campaign, giveaway_data, display_gifts, display_related, starts_at, ends_at}. Lists show it at once.',
  })
  async save(@SignedIn() user: SignedInUser, @Body(new ZodPipe(featureBody, everyMessage)) body: FeatureBody): Promise<EditorialFeatureResponse> {
    const feature = await this.features.save(body, user.userId);
    return success({ feature }, { message: body.id === undefined ? 'The feature is set up.' : 'The feature is saved.' });
  }

  @Post(':id/end')
  @HttpCode(200)
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'Ends an editorial feature now (admins, unlocked); lists stop showing it at once.' })
  async end(@SignedIn() user: SignedInUser, @Param('id') id: string): Promise<EditorialFeatureResponse> {
    const feature = await this.features.end(parseId(id, 'id'), user.userId);
    return success({ feature }, { message: 'The feature has ended.' });
  }
}
