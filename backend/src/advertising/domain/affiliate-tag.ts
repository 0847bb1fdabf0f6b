import { AMAZON_REGIONS } from '../../catalogue/catalogue.public';
import { withAffiliateTag } from '../../common/links/shop-links';

/** The fixed tag advertisers' Amazon links carry (spec section 5): the catalogue's US tag. */
export const CREATIVE_AFFILIATE_TAG = AMAZON_REGIONS.us.tag;

/** An advertiser's link with every Amazon affiliate tag value replaced by ours (spec section 5). */
export const withOurAffiliateTag = (link: string): string => withAffiliateTag(link, CREATIVE_AFFILIATE_TAG);
