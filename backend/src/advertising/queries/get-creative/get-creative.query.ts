import { Query } from '@nestjs/cqrs';
import type { CreativeDto } from '@emberhold/contracts';
import type { Viewer } from '../../../common/auth/viewer';

/** One creative by id, or the newest creative of a campaign. */
export type CreativeTarget = { creativeId: number } | { newestOfCampaign: number };

export class GetCreativeQuery extends Query<CreativeDto> {
  constructor(
    readonly target: CreativeTarget,
    /** The funnel's temp id, for the unlogged part of the funnel (?temp_id=). */
    readonly tempId: string | null,
    readonly viewer: Viewer | null,
  ) {
    super();
  }
}
