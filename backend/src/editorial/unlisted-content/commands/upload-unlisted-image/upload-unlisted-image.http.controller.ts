import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import { unlistedContentMessages, type UnlistedImageResponse, ValidationFailedError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { sniffImageKind } from '../../../../common/images/image-kind';
import { success } from '../../../../common/http/api-response';
import { readMultipartForm } from '../../../../common/http/multipart-form';
import { SOURCE_MAX_BYTES, SOURCE_TOO_LARGE, SOURCE_WRONG_TYPE } from '../../domain/unlisted-content';
import { UnlistedImages } from '../../infra/unlisted-images';
import { cropBoxOf } from './upload-unlisted-image.dto';

const refuse = (message: string) => new ValidationFailedError(message, [{ field: 'image', message }]);

@ApiTags('editorial')
@UseGuards(AdminGuard)
@Controller('api/user/unlisted-content')
export class UploadUnlistedImageHttpController {
  constructor(private readonly images: UnlistedImages) {}

  @Post('image')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @RouteConfig({ multipart: true })
  @ApiOperation({
    summary:
      "An unlisted page's image (admins): multipart `image` (JPEG, PNG, WebP or GIF, at most 8 MB, at least 640x534) with the crop box crop_left, crop_top, crop_right, crop_bottom in its pixels (none: the largest centred box); stored re-encoded at exactly 640x534. Answers {src, width, height}.",
  })
  async upload(@Req() request: FastifyRequest): Promise<UnlistedImageResponse> {
    if (!request.isMultipart()) throw refuse(unlistedContentMessages.imageOrEmbed);
    const { fields, file } = await readMultipartForm(request, { maxFileBytes: SOURCE_MAX_BYTES, fileField: 'image', tooLarge: SOURCE_TOO_LARGE });
    if (file === null || file.field !== 'image' || file.bytes.length === 0) throw refuse(unlistedContentMessages.imageOrEmbed);
    if (sniffImageKind(file.bytes) === null) throw refuse(SOURCE_WRONG_TYPE);
    return success({ data: await this.images.store(file.bytes, cropBoxOf(fields)) });
  }
}
