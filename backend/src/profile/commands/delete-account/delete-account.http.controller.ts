import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageResponse } from '@emberhold/contracts';
import { LoginSessions } from '../../../common/auth/login-sessions';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { DeleteAccountCommand } from './delete-account.command';
import { ACCOUNT_DELETED, deleteAccountBody, type DeleteAccountBody } from './delete-account.dto';

@ApiTags('profile')
@UseGuards(SignedInGuard)
@Controller('api/user/delete')
export class DeleteAccountHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: LoginSessions,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Deletes the logged-in user's account {password} (or {confirm: true} without one): anonymised, every session ended." })
  async delete(
    @Body(new ZodPipe(deleteAccountBody, (fields) => fields[0]!.message)) body: DeleteAccountBody,
    @SignedIn() viewer: SignedInUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    await this.commands.execute(new DeleteAccountCommand(viewer.userId, body, request.ip));
    await this.sessions.end(request, reply);
    return success({}, { message: ACCOUNT_DELETED });
  }
}
