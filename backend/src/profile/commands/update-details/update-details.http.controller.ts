import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProfileResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { UpdateDetailsCommand } from './update-details.command';
import { updateDetailsBody, type UpdateDetailsBody } from './update-details.dto';

@ApiTags('profile')
@UseGuards(SignedInGuard)
@Controller('api/user/profile')
export class UpdateDetailsHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Updates the logged-in user's username, email and date of birth (form-encoded or JSON; an empty dob clears it)." })
  async update(@Body(new ZodPipe(updateDetailsBody)) body: UpdateDetailsBody, @SignedIn() viewer: SignedInUser): Promise<ProfileResponse> {
    const profile = await this.commands.execute(new UpdateDetailsCommand(viewer.userId, body));
    return success({ profile }, { message: 'Your details have been updated.' });
  }
}
