import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type DropoffResponse, dropoffMessages } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { SendDropoffDiscountCommand } from './send-dropoff-discount.command';
import { sendDiscountBody, type SendDiscountBody } from './send-dropoff-discount.dto';

@ApiTags('advertising')
@UseGuards(AdminGuard, SignedInGuard)
@Controller('api/user/campaign/dropoffs')
export class SendDropoffDiscountHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('send_discount')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mails a dropoff {id}, or the advertiser of a passed pitch {creative_id}, a one-time discount token (admins); once only.' })
  async send(@SignedIn() user: SignedInUser, @Body(new ZodPipe(sendDiscountBody, dropoffMessages.chooseTarget)) body: SendDiscountBody): Promise<DropoffResponse> {
    const target = body.id !== undefined ? { dropoffId: body.id } : { creativeId: body.creative_id! };
    const dropoff = await this.commands.execute(new SendDropoffDiscountCommand(target, user.userId));
    return success({ dropoff });
  }
}
