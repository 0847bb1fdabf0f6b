import { Command } from '@nestjs/cqrs';
import type { StartSessionResponse, startSessionRequest } from '@emberhold/contracts';
import type { z } from 'zod';
import type { TrackingContext } from '../../infra/tracking-context';

export class StartSessionCommand extends Command<Omit<StartSessionResponse, 'meta'>> {
  constructor(
    readonly body: z.infer<typeof startSessionRequest>,
    readonly context: TrackingContext,
    /** The long-lived visited cookie was there: a returning visitor (spec section 4). */
    readonly visitedBefore: boolean,
    /** The visitor id of a well-formed user_id cookie; null makes a new one. */
    readonly visitorId: string | null = null,
  ) {
    super();
  }
}
