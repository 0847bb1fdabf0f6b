import { Controller, HttpCode, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { unlistedContentMessages, type UnlistedImageResponse } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { readImageUpload } from '../../../../common/images/image-upload';
import { success } from '../../../../common/http/api-response';
import { SOURCE_MAX_BYTES, SOURCE_TOO_LARGE, SOURCE_WRONG_TYPE } from '../../domain/unlisted-content';
import { UnlistedImages } from '../../infra/unlisted-images';
import { cropBoxOf } from './upload-unlisted-image.dto';
import { MultipartPost } from '../../../../common/http/multipart-form';

@ApiTags('editorial')
@UseGuards(AdminGuard)
@Controller('api/user/unlisted-content')
export class UploadUnlistedImageHttpController {
  constructor(private readonly images: UnlistedImages) {}

  @MultipartPost('image')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "An unlisted page's image (admins): multipart `image` (JPEG, PNG, WebP or GIF, at most 8 MB, at least 640x534) with the crop box crop_left, crop_top, crop_right, crop_bottom in its pixels (none: the largest centred box); stored re-encoded at exactly 640x534. Answers {src, width, height}.",
  })
  async upload(@Req() request: FastifyRequest): Promise<UnlistedImageResponse> {
    const { bytes, fields } = await readImageUpload(request, {
      field: 'image',
      maxBytes: SOURCE_MAX_BYTES,
      missing: unlistedContentMessages.imageOrEmbed,
      tooLarge: SOURCE_TOO_LARGE,
      wrongType: SOURCE_WRONG_TYPE,
    });
    return success({ data: await this.images.store(bytes, cropBoxOf(fields)) });
  }
}
