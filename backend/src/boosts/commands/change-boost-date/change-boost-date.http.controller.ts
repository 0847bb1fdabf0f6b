import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BoostChecklistItemDto, DataResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { ChangeBoostDateCommand } from './change-boost-date.command';
import { changeBoostDateBody, type ChangeBoostDateBody } from './change-boost-date.dto';

@ApiTags('boosts')
@UseGuards(SignedInGuard, AdminGuard)
@Controller('api/user/boosted')
export class ChangeBoostDateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('change-date')
  @HttpCode(200)
  @ApiOperation({ summary: 'Moves a paid or pending boost to another free date {id, date} (admins): not yesterday, today, tomorrow, a booked or a blocked date.' })
  async change(@SignedIn() user: SignedInUser, @Body(new ZodPipe(changeBoostDateBody)) body: ChangeBoostDateBody): Promise<DataResponse<BoostChecklistItemDto>> {
    return success({ data: await this.commands.execute(new ChangeBoostDateCommand(body.id, body.date, user.userId)) });
  }
}
