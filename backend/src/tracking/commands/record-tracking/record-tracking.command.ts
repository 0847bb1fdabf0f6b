import { Command } from '@nestjs/cqrs';
import type { trackingRequest } from '@emberhold/contracts';
import type { z } from 'zod';
import type { TrackingContext } from '../../infra/tracking-context';

export class RecordTrackingCommand extends Command<{ accepted: number }> {
  constructor(
    readonly body: z.infer<typeof trackingRequest>,
    readonly context: TrackingContext,
    readonly receivedAt: Date = new Date(),
  ) {
    super();
  }
}
