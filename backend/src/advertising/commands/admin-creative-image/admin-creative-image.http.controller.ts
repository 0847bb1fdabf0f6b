import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CreativeGifDto, type CropImageDto, type DataResponse, type SourceImageDto } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { readImageUpload } from '../../../common/images/image-upload';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { cropImageBody, type CropImageBody, cropImageError } from '../crop-image/crop-image.dto';
import { readGifUpload } from '../upload-gif/upload-gif.http.controller';
import { SOURCE_UPLOAD } from '../upload-source-image/upload-source-image.http.controller';
import { AdminCreativeImages } from './admin-creative-image.handler';
import { MultipartPost } from '../../../common/http/multipart-form';

/** The creative editor's upload and crop, for staff editing any creative (admins). */
@ApiTags('advertising')
@UseGuards(AdminGuard)
@Controller('api/user/admin-creative')
export class AdminCreativeImageHttpController {
  constructor(private readonly images: AdminCreativeImages) {}

  @MultipartPost(':id/source-image')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "A source image for a staff edit of a creative (admins; multipart field `image`: JPEG, PNG, WebP or GIF by its bytes, at most 8 MB, at least 300x250), stored re-encoded as the creative editor's upload is.",
  })
  async upload(@Param('id') id: string, @Req() request: FastifyRequest): Promise<DataResponse<SourceImageDto>> {
    const creativeId = parseId(id, 'id');
    const { bytes } = await readImageUpload(request, SOURCE_UPLOAD);
    return success({ data: await this.images.storeSource(creativeId, bytes) });
  }

  @MultipartPost(':id/gif')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "An animated GIF for a staff edit of a creative (admins; multipart field `gif`, the creative editor's limits), stored re-encoded; send it as `gif` with upload_type gif to admin-creative/{id}.",
  })
  async gif(@Param('id') id: string, @Req() request: FastifyRequest): Promise<DataResponse<CreativeGifDto>> {
    const creativeId = parseId(id, 'id');
    return success({ data: await this.images.storeGif(creativeId, await readGifUpload(request)) });
  }

  @Post(':id/crop-image')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cuts the 300x250 image of a staff edit from its source image {source_image, crop_top, crop_bottom, crop_right, crop_left} (admins); send it as `image` to admin-creative/{id}.',
  })
  async crop(@Param('id') id: string, @Body(new ZodPipe(cropImageBody, cropImageError)) body: CropImageBody): Promise<DataResponse<CropImageDto>> {
    return success({ data: await this.images.crop(parseId(id, 'id'), body) });
  }
}
