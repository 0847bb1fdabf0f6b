import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { StartFunnelDto } from '@emberhold/contracts';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { newTempId } from '../../domain/funnel';
import { funnelStepFact } from '../../domain/funnel-facts';
import { StartFunnelQuery } from './start-funnel.query';

/** A fresh temp id; the funnel's `started` step goes to the outbox (its digest, never the id itself). */
@QueryHandler(StartFunnelQuery)
export class StartFunnelHandler implements IQueryHandler<StartFunnelQuery, StartFunnelDto> {
  constructor(private readonly outbox: OutboxTransactions) {}

  async execute(): Promise<StartFunnelDto> {
    const tempId = newTempId();
    await this.outbox.run(async (_tx, record) => record(funnelStepFact(tempId, 'started')));
    return { temp_id: tempId };
  }
}
