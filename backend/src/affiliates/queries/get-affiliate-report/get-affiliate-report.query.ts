import { Query } from '@nestjs/cqrs';
import type { AffiliateReportResponse } from '@emberhold/contracts';
import type { Viewer } from '../../../common/auth/viewer';

export type AffiliateReport = Omit<AffiliateReportResponse, 'meta'>;

export class GetAffiliateReportQuery extends Query<AffiliateReport> {
  constructor(
    /** Admins see any tag; anyone else only the tags they hold. */
    readonly viewer: Viewer,
    /** One tag, or null for every tag the viewer may see. */
    readonly tag: string | null,
  ) {
    super();
  }
}
