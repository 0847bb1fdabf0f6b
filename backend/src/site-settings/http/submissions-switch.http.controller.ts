import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SubmissionsStatusResponse, SubmissionsSwitchResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../common/auth/signed-in';
import { success } from '../../common/http/api-response';
import { ZodPipe } from '../../common/http/zod-body.pipe';
import { SubmissionsSwitch, SWITCH_CACHE_MS } from '../infra/submissions-switch';
import { submissionsSwitchBody, type SubmissionsSwitchBody } from './submissions-switch.dto';

@ApiTags('site-settings')
@UseGuards(SignedInGuard, AdminGuard)
@Controller('api/user/site-settings/submissions')
export class SubmissionsSwitchHttpController {
  constructor(private readonly submissions: SubmissionsSwitch) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The submissions switch (admins): open or not, who flipped it last and when.' })
  async read(): Promise<SubmissionsSwitchResponse> {
    return success({ data: await this.submissions.read() });
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Turns submissions on or off {open} (admins), with an audit entry; while off, submit product and the funnel answer 503.' })
  async set(@SignedIn() user: SignedInUser, @Body(new ZodPipe(submissionsSwitchBody)) body: SubmissionsSwitchBody): Promise<SubmissionsSwitchResponse> {
    return success({ data: await this.submissions.set(body.open, user.userId) });
  }
}

@ApiTags('site-settings')
@Controller('api/site-settings/submissions')
export class SubmissionsStatusHttpController {
  constructor(private readonly submissions: SubmissionsSwitch) {}

  @Get()
  @Header('cache-control', `public, max-age=${SWITCH_CACHE_MS / 1000}`)
  @ApiOperation({ summary: 'Whether the site takes submissions now (anyone); read briefly cached, as the submit and funnel calls read it.' })
  async status(): Promise<SubmissionsStatusResponse> {
    return success({ open: await this.submissions.isOpen() });
  }
}
