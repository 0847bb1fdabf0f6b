import type { PostCategory, PostDto, PostImage } from '@emberhold/contracts';
import { affiliateLink, isAmazonLink, type LinkContext } from './affiliate-link';
import { regionalPrice } from './regional-price';

/** What a list or post page needs of a post, read in one statement (see PostReader). */
export interface PostRow {
  id: number;
  slug: string;
  title: string;
  content: string;
  link: string;
  /** The alternative (long) retailer link, when the post has one. */
  ugly_link: string | null;
  image: string | null;
  /** Sanitized embed code (unlisted content), shown in place of the image. */
  embed: string | null;
  /** numeric(10,2) arrives as text, exact. */
  price: string | number | null;
  rating: number;
  rating_count: number;
  type: 'post' | 'banner';
  display_gifts: boolean;
  display_related: boolean;
  /** Reached only by its address: left out of lists and of search engines. */
  unlisted: boolean;
  /** A mature gift: lists leave it out unless asked, and its page shows an interstitial first. */
  nsfw: boolean;
  images: PostImage[];
  categories: PostCategory[];
}

/** The post shape of spec section 3, as the site reads it. */
export type PostView = PostDto;

/** Where a post was listed: the list's sort and page, and whether a search found it through typo tolerance. */
export interface ListPlace {
  sort?: string;
  page: number;
  fuzzy?: boolean;
}

/**
 * The view of a post for a visitor, built as one object literal with every field: a list page makes 24 of these per
 * uncached read, and copying a finished view with a spread to add its list place (or a price object into it) made V8
 * build slow dictionary objects that JSON.stringify then walked slowly, 150 µs a page against 50 µs.
 */
export function toPostView(row: PostRow, links: LinkContext = { country: 'us', sortCode: 1 }, place?: ListPlace): PostView {
  // Only Amazon links are rewritten: they move to the visitor's storefront and carry the subtag; prices are converted.
  const subtagged = isAmazonLink(row.link);
  const { price, currency } = regionalPrice(row.price, links.country);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    link: affiliateLink(row.link, links),
    image: row.image ?? row.images[0]?.src ?? null,
    images: row.images,
    embed: row.embed ?? null,
    price,
    currency,
    rating: row.rating,
    rating_count: row.rating_count,
    type: row.type,
    display_gifts: row.display_gifts,
    display_related: row.display_related,
    nsfw: row.nsfw,
    categories: row.categories,
    uri: links.country === 'us' ? `/${row.slug}/` : `/${links.country}/${row.slug}/`,
    ugly_link: row.ugly_link ? affiliateLink(row.ugly_link, links) : null,
    subtagged,
    localized: links.country !== 'us' && (subtagged || row.price !== null),
    fuzzy_match: place?.fuzzy ?? false,
    sort: place?.sort,
    page: place?.page,
  };
}
