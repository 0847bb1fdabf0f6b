import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProfileResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { UPLOAD_BODY_LIMIT } from '../../domain/profile-image';
import { UploadProfileImageCommand } from './upload-profile-image.command';
import { uploadProfileImageBody, type UploadProfileImageBody } from './upload-profile-image.dto';

@ApiTags('profile')
@UseGuards(SignedInGuard)
@Controller('api/user/profile')
export class UploadProfileImageHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('upload-profile-image')
  @HttpCode(200)
  // The one body larger than the API's 1 MiB: the cropped image as base64 (create-app applies config.bodyLimit).
  @RouteConfig({ bodyLimit: UPLOAD_BODY_LIMIT })
  @ApiOperation({
    summary:
      'Sets the logged-in user\'s portrait: {profile_image (base64 data URL of a JPEG, PNG, WebP or GIF, at most 2 MB), accept_terms: true}; stored re-encoded as a 400x400 WebP.',
  })
  async upload(@Body(new ZodPipe(uploadProfileImageBody, (fields) => fields[0]!.message)) body: UploadProfileImageBody, @SignedIn() viewer: SignedInUser): Promise<ProfileResponse> {
    const profile = await this.commands.execute(new UploadProfileImageCommand(viewer.userId, body.profile_image));
    return success({ profile }, { message: 'Your new image has been saved.' });
  }
}
