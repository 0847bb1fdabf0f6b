import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CropImageDto, DataResponse } from '@emberhold/contracts';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { parseTempId } from '../../domain/funnel-params';
import { CropImageCommand } from './crop-image.command';
import { cropImageBody, type CropImageBody, cropImageError } from './crop-image.dto';
import { SubmissionsOpenGuard } from '../../../site-settings/site-settings.public';

@ApiTags('advertising')
// Closed with the submissions switch (site settings): 503 while staff have turned submissions off.
@UseGuards(SubmissionsOpenGuard)
@Controller('api/user/creative/crop_image')
export class CropImageHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':tempId')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Cuts the creative's image from the funnel's source image {source_image, crop_top, crop_bottom, crop_right, crop_left} (edges in source pixels; inside the image, at least 300x250, 6:5): stored as exactly 300x250.",
  })
  async crop(@Param('tempId') tempIdParam: string, @Body(new ZodPipe(cropImageBody, cropImageError)) body: CropImageBody, @CurrentViewer() viewer: Viewer | null): Promise<DataResponse<CropImageDto>> {
    const tempId = parseTempId(tempIdParam);
    return success({ data: await this.commands.execute(new CropImageCommand(tempId, body, viewer)) });
  }
}
