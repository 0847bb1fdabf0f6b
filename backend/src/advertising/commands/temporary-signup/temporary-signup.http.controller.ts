import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { DataResponse, TemporarySignupDto } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { TemporarySignupCommand } from './temporary-signup.command';
import { temporarySignupBody, type TemporarySignupBody, temporarySignupError } from './temporary-signup.dto';
import { SubmissionsOpenGuard } from '../../../site-settings/site-settings.public';

@ApiTags('advertising')
// Closed with the submissions switch (site settings): 503 while staff have turned submissions off.
@UseGuards(SubmissionsOpenGuard)
@Controller('api/user/temporary-signup')
export class TemporarySignupHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Keeps an email for the funnel {temp_id, email} of a visitor not ready to sign up (anyone); 400 'Temporary signup needs an email (Please provide a valid email address.)'." })
  async signup(@Body(new ZodPipe(temporarySignupBody, temporarySignupError)) body: TemporarySignupBody, @Req() request: FastifyRequest): Promise<DataResponse<TemporarySignupDto>> {
    return success({ data: await this.commands.execute(new TemporarySignupCommand(body.temp_id, body.email, request.ip)) });
  }
}
