import { Query } from '@nestjs/cqrs';
import type { NativeAdDto } from '@emberhold/contracts';
import type { VisitorParams } from '../../../catalogue/catalogue.public';

/** One ad for each native-ad slot of a page (positions 3, 7 and 12, spec section 9). */
export const NATIVE_ADS_PER_PAGE = 3;

export class GetNativeAdsQuery extends Query<NativeAdDto[]> {
  constructor(readonly visitor: VisitorParams) {
    super();
  }
}
