import type { PostDto } from '@emberhold/contracts';
import type { Prisma } from '@emberhold/db';
import { affiliateLink, type LinkContext } from './affiliate-link';
import { regionalPrice } from './regional-price';

/** What a list or post page needs of a post, selected in one query. */
export const postViewSelect = {
  id: true,
  slug: true,
  title: true,
  content: true,
  link: true,
  image: true,
  price: true,
  rating: true,
  ratingCount: true,
  type: true,
  displayGifts: true,
  displayRelated: true,
  images: { select: { src: true, width: true, height: true }, orderBy: { position: 'asc' } },
  categories: { select: { category: { select: { slug: true, name: true } } }, orderBy: { position: 'asc' } },
} satisfies Prisma.PostSelect;

export type PostRow = Prisma.PostGetPayload<{ select: typeof postViewSelect }>;

/** The post shape of spec section 3, as the site reads it. */
export type PostView = PostDto;

export function toPostView(row: PostRow, links: LinkContext = { country: 'us', sortCode: 1 }): PostView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    link: affiliateLink(row.link, links),
    image: row.image ?? row.images[0]?.src ?? null,
    images: row.images,
    ...regionalPrice(row.price, links.country),
    rating: row.rating,
    rating_count: row.ratingCount,
    type: row.type,
    display_gifts: row.displayGifts,
    display_related: row.displayRelated,
    categories: row.categories.map(({ category }) => category),
    uri: links.country === 'us' ? `/${row.slug}/` : `/${links.country}/${row.slug}/`,
  };
}
