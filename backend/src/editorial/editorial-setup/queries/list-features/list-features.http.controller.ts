import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EditorialFeaturesResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { SignedInGuard } from '../../../../common/auth/signed-in';
import { success } from '../../../../common/http/api-response';
import { EditorialFeatures } from '../../infra/editorial-features';
import { EditorialUnlockedGuard } from '../../infra/editorial-unlocked.guard';

@ApiTags('editorial')
@UseGuards(AdminGuard, SignedInGuard, EditorialUnlockedGuard)
@Controller('api/user/editorial-setup')
export class ListFeaturesHttpController {
  constructor(private readonly features: EditorialFeatures) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The editorial features, current, scheduled and ended, newest first (admins, unlocked).' })
  async list(): Promise<EditorialFeaturesResponse> {
    const features = await this.features.list();
    return success({ features }, { count: features.length });
  }
}
