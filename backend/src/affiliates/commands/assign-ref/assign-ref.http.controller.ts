import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AffiliateRefDto, Meta } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { affiliateBodyError } from '../../domain/affiliate-errors';
import { AssignRefCommand } from './assign-ref.command';
import { assignRefBody, type AssignRefBody } from './assign-ref.dto';

@ApiTags('affiliates')
@UseGuards(SignedInGuard, AdminGuard)
@Controller('api/user/affiliate/ref')
export class AssignRefHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Gives user `id` (an id or an account's email address) the tag `ref` (admins) {ref, id, program?}; the tag leaves whoever held it. The program is read from the tag when absent (-21: uk, else us).",
  })
  async assign(@SignedIn() user: SignedInUser, @Body(new ZodPipe(assignRefBody, affiliateBodyError)) body: AssignRefBody): Promise<{ meta: Meta; ref: AffiliateRefDto }> {
    const ref = await this.commands.execute(new AssignRefCommand(body, user.viewer.userId));
    return success({ ref });
  }
}
