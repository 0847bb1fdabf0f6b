import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PitchGuidesResponse } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { SignedInGuard } from '../../../../common/auth/signed-in';
import { success } from '../../../../common/http/api-response';

@ApiTags('pitch-queue')
@UseGuards(AdminGuard, SignedInGuard)
@Controller('api/user/pitchpost/guides')
export class ListGuidesHttpController {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'Every gift guide (admins), nested ones with their parent: what a published pitch may be filed under.' })
  async guides(): Promise<PitchGuidesResponse> {
    const rows = await this.prisma.category.findMany({ select: { slug: true, name: true, parentSlug: true }, orderBy: [{ position: 'asc' }, { name: 'asc' }] });
    return success({ guides: rows.map((row) => ({ slug: row.slug, name: row.name, parent_slug: row.parentSlug })) });
  }
}
