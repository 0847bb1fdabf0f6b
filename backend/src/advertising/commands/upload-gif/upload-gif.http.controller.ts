import { Controller, HttpCode, Param, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { advertisingMessages, type CreativeGifDto, type DataResponse } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { readImageUpload } from '../../../common/images/image-upload';
import { CREATIVE_GIF_MAX_BYTES, GIF_TOO_LARGE } from '../../domain/creative-gif';
import { parseTempId } from '../../domain/funnel-params';
import { SubmissionsOpenGuard } from '../../../site-settings/site-settings.public';
import { UploadGifCommand } from './upload-gif.command';
import { MultipartPost } from '../../../common/http/multipart-form';

/** The file of a GIF upload (multipart field `gif`), or the 400 of a missing one. */
export async function readGifUpload(request: FastifyRequest): Promise<Buffer> {
  const { bytes } = await readImageUpload(request, { field: 'gif', maxBytes: CREATIVE_GIF_MAX_BYTES, missing: advertisingMessages.uploadGif, tooLarge: GIF_TOO_LARGE });
  return bytes;
}

@ApiTags('advertising')
// Closed with the submissions switch (site settings): 503 while staff have turned submissions off.
@UseGuards(SubmissionsOpenGuard)
@Controller('api/user/creative/gif')
export class UploadGifHttpController {
  constructor(private readonly commands: CommandBus) {}

  @MultipartPost(':tempId')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The animated GIF of a creative of upload_type gif (multipart field `gif`: a GIF by its bytes, at most 2 MB, 300 frames and 1,000,000 pixels a frame): stored re-encoded with every frame, fitted inside 300x250, without metadata; answers its address, size and frame count.',
  })
  async upload(@Param('tempId') tempIdParam: string, @Req() request: FastifyRequest, @CurrentViewer() viewer: Viewer | null): Promise<DataResponse<CreativeGifDto>> {
    const tempId = parseTempId(tempIdParam);
    const gif = await readGifUpload(request);
    return success({ data: await this.commands.execute(new UploadGifCommand(tempId, gif, viewer)) });
  }
}
