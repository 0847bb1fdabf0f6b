import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { DataResponse, SaveCreativeDto } from '@emberhold/contracts';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { FORM_UNREADABLE, readMultipartForm } from '../../../common/http/multipart-form';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { SaveCreativeCommand } from './save-creative.command';
import { creativeFormError, saveCreativeBody } from './save-creative.dto';
import { SubmissionsOpenGuard } from '../../../site-settings/site-settings.public';

const formPipe = new ZodPipe(saveCreativeBody, creativeFormError);

@ApiTags('advertising')
// Closed with the submissions switch (site settings): 503 while staff have turned submissions off.
@UseGuards(SubmissionsOpenGuard)
@Controller('api/user/creative')
export class SaveCreativeHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data')
  @RouteConfig({ multipart: true })
  @ApiOperation({
    summary:
      "Saves a creative of the funnel's campaign {temp_id, campaign?, creative ('new' or an id), title, content, price, link, image (from crop_image)}; the first save creates the campaign.",
  })
  async save(@Body() body: unknown, @Req() request: FastifyRequest, @CurrentViewer() viewer: Viewer | null): Promise<DataResponse<SaveCreativeDto>> {
    // The editor's form comes as JSON, form-encoded or multipart (its fields only: the image is the address crop_image gave).
    const fields = request.isMultipart() ? (await readMultipartForm(request, { maxFileBytes: 0, fileField: 'image', tooLarge: FORM_UNREADABLE })).fields : body;
    const form = formPipe.transform(fields);
    return success({ data: await this.commands.execute(new SaveCreativeCommand(form, viewer)) });
  }
}
