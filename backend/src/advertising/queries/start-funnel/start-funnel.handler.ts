import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { StartFunnelDto } from '@emberhold/contracts';
import { newTempId } from '../../domain/funnel';
import { StartFunnelQuery } from './start-funnel.query';

@QueryHandler(StartFunnelQuery)
export class StartFunnelHandler implements IQueryHandler<StartFunnelQuery, StartFunnelDto> {
  async execute(): Promise<StartFunnelDto> {
    return { temp_id: newTempId() };
  }
}
