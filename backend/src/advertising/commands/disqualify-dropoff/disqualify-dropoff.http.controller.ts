import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DropoffResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { DisqualifyDropoffCommand } from './disqualify-dropoff.command';
import { disqualifyBody, type DisqualifyBody } from './disqualify-dropoff.dto';

@ApiTags('advertising')
@UseGuards(AdminGuard, SignedInGuard)
@Controller('api/user/campaign/dropoffs')
export class DisqualifyDropoffHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('disqualify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disqualifies a dropoff {id, reason} (admins): it leaves the list and its discount token no longer applies.' })
  async disqualify(@SignedIn() user: SignedInUser, @Body(new ZodPipe(disqualifyBody, (fields) => fields[0]!.message)) body: DisqualifyBody): Promise<DropoffResponse> {
    const dropoff = await this.commands.execute(new DisqualifyDropoffCommand(body.id, body.reason, user.userId));
    return success({ dropoff });
  }
}
