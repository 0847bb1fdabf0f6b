import type { BlogPostDto, PostDto } from '@emberhold/contracts';
import type { Board } from '../features/wishlists/api/wishlist.types';

/** A gift as the catalogue calls describe it. */
export function aPost(id: number, overrides: Partial<PostDto> = {}): PostDto {
  return {
    id,
    slug: `gift-${id}`,
    title: `Gift ${id}`,
    content: 'A gift for fans of the saga.',
    link: `https://shop.example/gift-${id}`,
    image: `/media/gift-${id}.jpg`,
    images: [{ src: `/media/gift-${id}.jpg`, width: 600, height: 600 }],
    price: 24.5,
    currency: 'USD',
    rating: 4,
    rating_count: 3,
    type: 'post',
    display_gifts: true,
    display_related: false,
    nsfw: false,
    categories: [],
    uri: `/gift-${id}/`,
    ugly_link: null,
    subtagged: false,
    localized: false,
    fuzzy_match: false,
    ...overrides,
  } as PostDto;
}

export function aBoard(id: number, name: string, overrides: Partial<Board> = {}): Board {
  return { wishlist_id: id, user_id: 7, name, private: false, count: 2, images: [], ...overrides };
}

/** A blog post as the blog calls describe it (undated unless `published_at` is given). */
export function aBlogPost(id: number, overrides: Partial<BlogPostDto> = {}): BlogPostDto {
  return {
    id,
    slug: `feast-${id}`,
    title: `How to Throw a Feast ${id}`,
    content: '<p>Pick the gifts by hand.</p>',
    image: `/media/seed/b/${id}.svg`,
    rating: 4,
    published_at: null,
    ...overrides,
  };
}
