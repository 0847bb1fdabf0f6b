import { Query } from '@nestjs/cqrs';
import type { FunnelReportDto } from '@emberhold/contracts';

/** The advertiser funnel of the last `weeks` weeks (this one included), for staff. */
export class GetFunnelReportQuery extends Query<FunnelReportDto> {
  constructor(
    readonly weeks: number,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
