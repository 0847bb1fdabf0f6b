import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import { advertisingMessages, type DataResponse, type SourceImageDto, ValidationFailedError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { sniffImageKind } from '../../../common/images/image-kind';
import { success } from '../../../common/http/api-response';
import { readMultipartForm } from '../../../common/http/multipart-form';
import { SOURCE_MAX_BYTES, SOURCE_TOO_LARGE, SOURCE_WRONG_TYPE } from '../../domain/creative-image';
import { parseTempId } from '../../domain/funnel-params';
import { UploadSourceImageCommand } from './upload-source-image.command';
import { SubmissionsOpenGuard } from '../../../site-settings/site-settings.public';

const refuse = (message: string) => new ValidationFailedError(message, [{ field: 'image', message }]);

@ApiTags('advertising')
// Closed with the submissions switch (site settings): 503 while staff have turned submissions off.
@UseGuards(SubmissionsOpenGuard)
@Controller('api/user/creative/temporary')
export class UploadSourceImageHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':tempId')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @RouteConfig({ multipart: true })
  @ApiOperation({
    summary:
      "The creative editor's source image for a funnel (multipart field `image`: JPEG, PNG, WebP or GIF by its bytes, at most 8 MB, at least 300x250): stored re-encoded without metadata; answers its address and size.",
  })
  async upload(@Param('tempId') tempIdParam: string, @Req() request: FastifyRequest, @CurrentViewer() viewer: Viewer | null): Promise<DataResponse<SourceImageDto>> {
    const tempId = parseTempId(tempIdParam);
    if (!request.isMultipart()) throw refuse(advertisingMessages.uploadImage);
    const { file } = await readMultipartForm(request, { maxFileBytes: SOURCE_MAX_BYTES, fileField: 'image', tooLarge: SOURCE_TOO_LARGE });
    if (file === null || file.field !== 'image' || file.bytes.length === 0) throw refuse(advertisingMessages.uploadImage);
    if (sniffImageKind(file.bytes) === null) throw refuse(SOURCE_WRONG_TYPE);
    const image = await this.commands.execute(new UploadSourceImageCommand(tempId, file.bytes, viewer));
    return success({ data: image });
  }
}
