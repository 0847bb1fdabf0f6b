import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { LeadResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { LEAD_RECEIVED, leadError, saveLeadBody, type SaveLeadBody } from './save-lead.dto';
import { SaveLeadCommand } from './save-lead.command';

@ApiTags('advertising')
@Controller('api/user/ssnaleads')
export class SaveLeadHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'A sales lead from the product pitch page {name, email, link?, plan?}.' })
  async save(@Body(new ZodPipe(saveLeadBody, leadError)) body: SaveLeadBody, @Req() request: FastifyRequest): Promise<LeadResponse> {
    const { leadId } = await this.commands.execute(new SaveLeadCommand(body, request.ip));
    return success({ lead: { id: leadId } }, { message: LEAD_RECEIVED });
  }
}
