import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SubmissionResponse } from '@emberhold/contracts';
import { SignedIn, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { SUBMISSION_RECEIVED } from '../../domain/product-submission';
import { SubmitterGuard } from '../../infra/submitter.guard';
import { SubmitProductCommand } from './submit-product.command';
import { submissionError, submitProductBody, type SubmitProductBody } from './submit-product.dto';
import { SubmissionsOpenGuard } from '../../../site-settings/site-settings.public';

@ApiTags('community')
@UseGuards(SubmitterGuard)
@Controller('api/user/submit')
export class SubmitProductHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  // Closed with the submissions switch (site settings): 503 while staff have turned submissions off.
  @UseGuards(SubmissionsOpenGuard)
  @ApiOperation({ summary: 'A logged-in user suggests a product {image, title, link, price, description}; title and purchase link are required.' })
  async submit(@Body(new ZodPipe(submitProductBody, submissionError)) body: SubmitProductBody, @SignedIn() viewer: SignedInUser): Promise<SubmissionResponse> {
    const { submissionId } = await this.commands.execute(new SubmitProductCommand(viewer, body));
    return success({ submission: { id: submissionId, status: 'pending' as const } }, { message: SUBMISSION_RECEIVED });
  }
}
