import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { cachePurgeBody, cachePurgeRequest, type CachePurgeResult, type DataResponse } from '@emberhold/contracts';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { StaffGuard } from '../../../common/auth/staff.guard';
import { success } from '../../../common/http/api-response';
import { AllowedHosts } from '../../../common/http/site-address';
import { SiteOrigin } from '../../../common/http/site-origin';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { PurgePagesCommand } from './purge-pages.command';

/** Each refused entry's message names it, so the answer lists every one to fix. */
const everyMessage = (fields: Array<{ message: string }>) => fields.map((field) => field.message).join(' ');

@ApiTags('staff')
@UseGuards(StaffGuard, SignedInGuard)
@Controller('api/user/dev_purge')
export class PurgePagesHttpController {
  private readonly allowedHosts: AllowedHosts;

  constructor(
    private readonly commands: CommandBus,
    private readonly site: SiteOrigin,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.allowedHosts = new AllowedHosts(config);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Purges pages {urls: site paths or addresses on the site, 1 to 100} from every cache of every API process (staff).' })
  async purge(@SignedIn() user: SignedInUser, @Body(new ZodPipe(cachePurgeRequest, everyMessage)) body: unknown): Promise<DataResponse<CachePurgeResult>> {
    // Whether an address is the site's needs the site's origin, known once the process listens: checked per call.
    const { urls } = new ZodPipe(cachePurgeBody({ origin: this.site.origin(), isSiteHost: (host) => this.allowedHosts.allows(host) }), everyMessage).transform(body);
    return success({ data: await this.commands.execute(new PurgePagesCommand(urls, user.userId)) });
  }
}
