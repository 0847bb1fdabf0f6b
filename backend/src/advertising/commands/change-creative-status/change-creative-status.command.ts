import { Command } from '@nestjs/cqrs';
import type { Viewer } from '../../../common/auth/viewer';
import type { CreativeStatus, StatusChange } from '../../domain/creative-lifecycle';

export interface CreativeStatusResult {
  id: number;
  campaign_id: number;
  status: CreativeStatus;
  disapproval_reason: string | null;
  /** The native ad the creative runs as in lists, once approved. */
  ad_id: number | null;
}

/** approve, disapprove {reason}, pause or resume one creative, as `viewer`. */
export class ChangeCreativeStatusCommand extends Command<CreativeStatusResult> {
  constructor(
    readonly creativeId: number,
    readonly action: StatusChange,
    readonly viewer: Viewer,
    readonly reason: string | null = null,
  ) {
    super();
  }
}
