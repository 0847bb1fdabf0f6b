import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LoginRequiredError } from '../../../common/auth/login-required.error';
import { ViewerResolver } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import type { StatusChange } from '../../domain/creative-lifecycle';
import { ChangeCreativeStatusCommand } from './change-creative-status.command';

export const DISAPPROVAL_REASON_REQUIRED = 'Please give a reason for the disapproval.';

const disapproveBody = z.object({
  reason: z.string({ message: DISAPPROVAL_REASON_REQUIRED }).trim().min(1, DISAPPROVAL_REASON_REQUIRED).max(1000, 'The reason must be at most 1000 characters.'),
});
/** approve, pause and resume take no payload (spec section 7); anything sent is ignored. */
const emptyBody = z.object({}).optional();

@ApiTags('advertising')
@Controller('api/user/creative')
export class ChangeCreativeStatusHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly viewers: ViewerResolver,
  ) {}

  private async change(request: FastifyRequest, idParam: string, action: StatusChange, reason: string | null = null) {
    const viewer = await this.viewers.fromRequest(request);
    if (viewer === null) throw new LoginRequiredError();
    const creative = await this.commands.execute(new ChangeCreativeStatusCommand(parseId(idParam, 'id'), action, viewer, reason));
    return success({ creative });
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approves a creative waiting for approval (admins): it runs as a native ad in lists.' })
  approve(@Param('id') id: string, @Req() request: FastifyRequest, @Body(new ZodPipe(emptyBody)) _body: unknown) {
    return this.change(request, id, 'approve');
  }

  @Post(':id/disapprove')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disapproves a creative {reason} (admins): it leaves the lists and the advertiser sees the reason.' })
  disapprove(@Param('id') id: string, @Req() request: FastifyRequest, @Body(new ZodPipe(disapproveBody, DISAPPROVAL_REASON_REQUIRED)) body: z.infer<typeof disapproveBody>) {
    return this.change(request, id, 'disapprove', body.reason);
  }

  @Post(':id/pause')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pauses a running creative (its advertiser or admins): it leaves the lists until resumed.' })
  pause(@Param('id') id: string, @Req() request: FastifyRequest, @Body(new ZodPipe(emptyBody)) _body: unknown) {
    return this.change(request, id, 'pause');
  }

  @Post(':id/resume')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resumes a paused creative (its advertiser or admins).' })
  resume(@Param('id') id: string, @Req() request: FastifyRequest, @Body(new ZodPipe(emptyBody)) _body: unknown) {
    return this.change(request, id, 'resume');
  }

  @Post(':id/finish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends a running or paused creative for good (its advertiser or admins): it leaves the lists; its figures stay.' })
  finish(@Param('id') id: string, @Req() request: FastifyRequest, @Body(new ZodPipe(emptyBody)) _body: unknown) {
    return this.change(request, id, 'finish');
  }
}
