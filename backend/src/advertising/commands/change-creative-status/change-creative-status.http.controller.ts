import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CreativeStatusResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import type { StatusChange } from '../../domain/creative-lifecycle';
import { ChangeCreativeStatusCommand } from './change-creative-status.command';
import { DISAPPROVAL_REASON_REQUIRED, disapproveBody, type DisapproveBody, emptyBody } from './change-creative-status.dto';

/**
 * Approving and disapproving are staff work, refused by AdminGuard before anything else (401 for a visitor, 403 for
 * everyone else, spec section 6); who may pause, resume or finish (the creative's advertiser, or admins) is the
 * handler's to decide.
 */
@ApiTags('advertising')
@UseGuards(SignedInGuard)
@Controller('api/user/creative')
export class ChangeCreativeStatusHttpController {
  constructor(private readonly commands: CommandBus) {}

  private async change(user: SignedInUser, idParam: string, action: StatusChange, reason: string | null = null): Promise<CreativeStatusResponse> {
    const creative = await this.commands.execute(new ChangeCreativeStatusCommand(parseId(idParam, 'id'), action, user.viewer, reason));
    return success({ creative });
  }

  @Post(':id/approve')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Approves a creative waiting for approval (admins): it runs as a native ad in lists.' })
  approve(@Param('id') id: string, @SignedIn() user: SignedInUser, @Body(new ZodPipe(emptyBody)) _body: unknown): Promise<CreativeStatusResponse> {
    return this.change(user, id, 'approve');
  }

  @Post(':id/disapprove')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Disapproves a creative {reason} (admins): it leaves the lists and the advertiser sees the reason.' })
  disapprove(@Param('id') id: string, @SignedIn() user: SignedInUser, @Body(new ZodPipe(disapproveBody, DISAPPROVAL_REASON_REQUIRED)) body: DisapproveBody): Promise<CreativeStatusResponse> {
    return this.change(user, id, 'disapprove', body.reason);
  }

  @Post(':id/pause')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pauses a running creative (its advertiser or admins): it leaves the lists until resumed.' })
  pause(@Param('id') id: string, @SignedIn() user: SignedInUser, @Body(new ZodPipe(emptyBody)) _body: unknown): Promise<CreativeStatusResponse> {
    return this.change(user, id, 'pause');
  }

  @Post(':id/resume')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resumes a paused creative (its advertiser or admins).' })
  resume(@Param('id') id: string, @SignedIn() user: SignedInUser, @Body(new ZodPipe(emptyBody)) _body: unknown): Promise<CreativeStatusResponse> {
    return this.change(user, id, 'resume');
  }

  @Post(':id/finish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends a running or paused creative for good (its advertiser or admins): it leaves the lists; its figures stay.' })
  finish(@Param('id') id: string, @SignedIn() user: SignedInUser, @Body(new ZodPipe(emptyBody)) _body: unknown): Promise<CreativeStatusResponse> {
    return this.change(user, id, 'finish');
  }
}
