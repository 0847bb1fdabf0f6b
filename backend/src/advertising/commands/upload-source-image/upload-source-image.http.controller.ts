import { Controller, HttpCode, Param, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { advertisingMessages, type DataResponse, type SourceImageDto } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { type ImageUploadRules, readImageUpload } from '../../../common/images/image-upload';
import { success } from '../../../common/http/api-response';
import { SOURCE_MAX_BYTES, SOURCE_TOO_LARGE, SOURCE_WRONG_TYPE } from '../../domain/creative-image';
import { parseTempId } from '../../domain/funnel-params';
import { UploadSourceImageCommand } from './upload-source-image.command';
import { SubmissionsOpenGuard } from '../../../site-settings/site-settings.public';
import { MultipartPost } from '../../../common/http/multipart-form';

/** The creative editor's source image upload (the funnel's and staff edits'): multipart field `image`. */
export const SOURCE_UPLOAD: ImageUploadRules = {
  field: 'image',
  maxBytes: SOURCE_MAX_BYTES,
  missing: advertisingMessages.uploadImage,
  tooLarge: SOURCE_TOO_LARGE,
  wrongType: SOURCE_WRONG_TYPE,
};

@ApiTags('advertising')
// Closed with the submissions switch (site settings): 503 while staff have turned submissions off.
@UseGuards(SubmissionsOpenGuard)
@Controller('api/user/creative/temporary')
export class UploadSourceImageHttpController {
  constructor(private readonly commands: CommandBus) {}

  @MultipartPost(':tempId')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The creative editor's source image for a funnel (multipart field `image`: JPEG, PNG, WebP or GIF by its bytes, at most 8 MB, at least 300x250): stored re-encoded without metadata; answers its address and size.",
  })
  async upload(@Param('tempId') tempIdParam: string, @Req() request: FastifyRequest, @CurrentViewer() viewer: Viewer | null): Promise<DataResponse<SourceImageDto>> {
    const tempId = parseTempId(tempIdParam);
    const { bytes } = await readImageUpload(request, SOURCE_UPLOAD);
    const image = await this.commands.execute(new UploadSourceImageCommand(tempId, bytes, viewer));
    return success({ data: image });
  }
}
