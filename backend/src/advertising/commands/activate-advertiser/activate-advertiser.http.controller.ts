import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ActivateAdvertiserDto, advertisingMessages, type DataResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { ActivateAdvertiserCommand } from './activate-advertiser.command';
import { activateAdvertiserBody, type ActivateAdvertiserBody } from './activate-advertiser.dto';

@ApiTags('advertising')
@UseGuards(SignedInGuard)
@Controller('api/user/activate_advertiser')
export class ActivateAdvertiserHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Makes the funnel's campaign {temp_id} the signed-in user's, and the user an advertiser." })
  async activate(@Body(new ZodPipe(activateAdvertiserBody, advertisingMessages.couldNotActivate)) body: ActivateAdvertiserBody, @SignedIn() user: SignedInUser): Promise<DataResponse<ActivateAdvertiserDto>> {
    return success({ data: await this.commands.execute(new ActivateAdvertiserCommand(body.temp_id, user.userId)) });
  }
}
