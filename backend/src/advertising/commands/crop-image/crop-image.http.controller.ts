import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ViewerResolver } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { cropImageBody, type CropImageBody } from '../../domain/creative-image';
import { parseTempId } from '../../domain/funnel-params';
import { CropImageCommand } from './crop-image.command';

@ApiTags('advertising')
@Controller('api/user/creative/crop_image')
export class CropImageHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly viewers: ViewerResolver,
  ) {}

  @Post(':tempId')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Cuts the creative's image from the funnel's source image {source_image, crop_top, crop_bottom, crop_right, crop_left} (edges in source pixels; inside the image, at least 300x250, 6:5): stored as exactly 300x250.",
  })
  async crop(@Param('tempId') tempIdParam: string, @Body(new ZodPipe(cropImageBody, (fields) => (fields[0]!.field === 'source_image' ? fields[0]!.message : `${fields[0]!.field}: ${fields[0]!.message}`))) body: CropImageBody, @Req() request: FastifyRequest) {
    const tempId = parseTempId(tempIdParam);
    const viewer = await this.viewers.fromRequest(request);
    return success({ data: await this.commands.execute(new CropImageCommand(tempId, body, viewer)) });
  }
}
