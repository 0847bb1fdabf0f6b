import { Controller, HttpCode, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PITCH_MESSAGES as M, type PitchImageResponse } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { SignedInGuard } from '../../../../common/auth/signed-in';
import { readImageUpload } from '../../../../common/images/image-upload';
import { success } from '../../../../common/http/api-response';
import { PITCH_IMAGE_MAX_BYTES, PITCH_IMAGE_TOO_LARGE, PITCH_IMAGE_WRONG_TYPE, PitchImages } from '../../infra/pitch-images';
import { MultipartPost } from '../../../../common/http/multipart-form';

@ApiTags('pitch-queue')
@UseGuards(AdminGuard, SignedInGuard)
@Controller('api/user/pitchpost/image')
export class UploadPitchImageHttpController {
  constructor(private readonly images: PitchImages) {}

  @MultipartPost()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "An image for a pitched post (admins; multipart field `image`: JPEG, PNG, WebP or GIF by its bytes, at most 8 MB): stored re-encoded without metadata; answers {src, width, height}.",
  })
  async upload(@Req() request: FastifyRequest): Promise<PitchImageResponse> {
    const { bytes } = await readImageUpload(request, { field: 'image', maxBytes: PITCH_IMAGE_MAX_BYTES, missing: M.imageUpload, tooLarge: PITCH_IMAGE_TOO_LARGE, wrongType: PITCH_IMAGE_WRONG_TYPE });
    return success({ data: await this.images.store(bytes) });
  }
}
