import { Command } from '@nestjs/cqrs';
import type { TrackingContext } from '../../infra/tracking-context';

export class RecordAdInteractionCommand extends Command<{ counted: boolean }> {
  constructor(
    readonly kind: 'view' | 'click',
    readonly adId: number,
    readonly offer: string,
    readonly sentAt: number | undefined,
    readonly context: TrackingContext,
    readonly receivedAt: Date = new Date(),
  ) {
    super();
  }
}
