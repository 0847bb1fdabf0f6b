import { Query } from '@nestjs/cqrs';
import type { TrackingContext } from '../../infra/tracking-context';

export class GetSubtagQuery extends Query<{ subtag: string }> {
  constructor(
    readonly session: string,
    readonly referrer: string,
    readonly prevUrl: string,
    readonly currentUrl: string,
    readonly context: TrackingContext,
  ) {
    super();
  }
}
