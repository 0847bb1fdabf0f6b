import { Controller, Get, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { subtagQuery, type SubtagResponse } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { TrackingContextFactory } from '../../infra/tracking-context';
import { GetSubtagQuery } from './get-subtag.query';

@ApiTags('tracking')
@Controller('api/subtag')
export class GetSubtagHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly contexts: TrackingContextFactory,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The subtag attached to affiliate links for this session (spec section 7).' })
  async subtag(@Query(new ZodPipe(subtagQuery)) query: z.infer<typeof subtagQuery>, @Req() request: FastifyRequest, @CurrentViewer() viewer: Viewer | null): Promise<SubtagResponse> {
    const context = this.contexts.of(request, viewer, query.session);
    const { subtag } = await this.queries.execute(new GetSubtagQuery(query.session, query.referrer, query.prev_url, query.current_url, context));
    return success({ subtag });
  }
}
