import { Query } from '@nestjs/cqrs';
import type { NativeAdDto } from '@emberhold/contracts';
import type { VisitorParams } from '../../../catalogue/catalogue.public';

/** One ad for each native-ad slot of a page (positions 3, 7 and 12, spec section 9). */
export const NATIVE_ADS_PER_PAGE = 3;
/** Ads stand on pages 1 to 8 only (spec section 9). */
export const NATIVE_AD_LAST_PAGE = 8;

/** Where the slots stand: the list's page, its gift guide and price bounds (in the visitor's currency). */
export interface NativeAdListContext {
  page: number;
  /** A gift guide's slug; undefined for lists that are not a guide (or every guide, "all"). */
  list?: string | undefined;
  min?: number | undefined;
  max?: number | undefined;
  /** The visitor's rotation seed (their session), mixed into the list's own. */
  seed?: string | undefined;
}

export class GetNativeAdsQuery extends Query<NativeAdDto[]> {
  constructor(
    readonly visitor: VisitorParams,
    readonly context: NativeAdListContext = { page: 1 },
  ) {
    super();
  }
}
