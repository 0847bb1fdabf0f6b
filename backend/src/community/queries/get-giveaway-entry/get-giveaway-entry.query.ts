import { Query } from '@nestjs/cqrs';

export interface GiveawayEntryView {
  entered: boolean;
  /** ISO time of the entry, or null. */
  entered_at: string | null;
  /** Whether the giveaway takes entries now (started, not ended). */
  open: boolean;
}

export class GetGiveawayEntryQuery extends Query<GiveawayEntryView> {
  constructor(
    readonly userId: number,
    readonly slug: string,
  ) {
    super();
  }
}
