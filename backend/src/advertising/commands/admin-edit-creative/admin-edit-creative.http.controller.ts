import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminCreativeEditResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { AdminEditCreativeCommand } from './admin-edit-creative.command';
import { adminEditCreativeBody, type AdminEditCreativeBody, adminEditCreativeError } from './admin-edit-creative.dto';

@ApiTags('advertising')
@UseGuards(SignedInGuard, AdminGuard)
@Controller('api/user/admin-creative')
export class AdminEditCreativeHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Staff edit any creative {title, content, price, link, image} (admins) with the creative editor's rules and messages; its native ad shows the change, and the audit trail records who changed what. image: the one it has, or a crop from admin-creative/{id}/crop-image.",
  })
  async edit(@Param('id') id: string, @SignedIn() user: SignedInUser, @Body(new ZodPipe(adminEditCreativeBody, adminEditCreativeError)) body: AdminEditCreativeBody): Promise<AdminCreativeEditResponse> {
    const creative = await this.commands.execute(new AdminEditCreativeCommand(parseId(id, 'id'), body, user.viewer.userId));
    return success({ creative });
  }
}
