import { cleanShopLink, LINK_MAX } from '../../common/links/shop-links';
import { CREATIVE_AFFILIATE_TAG } from './affiliate-tag';

export { cleanPrice, LINK_INVALID, priceField } from '../../common/links/shop-links';

/** Spec section 3: creative title at most 40 characters, content at most 250. */
export const CREATIVE_TITLE_MAX = 40;
export const CREATIVE_CONTENT_MAX = 250;
export const CREATIVE_LINK_MAX = LINK_MAX;

export const TITLE_REQUIRED = 'Please enter a title';

/** Cut to `max` characters (code points, as Postgres counts them; a cut never splits an emoji's surrogate pair). */
export function cutTo(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

/** A link as advertisers type it: http:// in front without a scheme, our affiliate tag in Amazon links (spec section 5). */
export const cleanLink = (raw: string): string => cleanShopLink(raw, CREATIVE_AFFILIATE_TAG);
