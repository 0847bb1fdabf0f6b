import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { advertisingMessages } from '@emberhold/contracts';
import { z } from 'zod';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { TEMP_ID_MESSAGE, TEMP_ID_PATTERN } from '../../domain/funnel';
import { ActivateAdvertiserCommand } from './activate-advertiser.command';

const activateBody = z.object({ temp_id: z.string({ error: TEMP_ID_MESSAGE }).trim().regex(TEMP_ID_PATTERN, TEMP_ID_MESSAGE) });

@ApiTags('advertising')
@UseGuards(SignedInGuard)
@Controller('api/user/activate_advertiser')
export class ActivateAdvertiserHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Makes the funnel's campaign {temp_id} the signed-in user's, and the user an advertiser." })
  async activate(@Body(new ZodPipe(activateBody, advertisingMessages.couldNotActivate)) body: z.infer<typeof activateBody>, @SignedIn() user: SignedInUser) {
    return success({ data: await this.commands.execute(new ActivateAdvertiserCommand(body.temp_id, user.userId)) });
  }
}
