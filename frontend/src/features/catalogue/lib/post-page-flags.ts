/** The page variants a post page link may name with `?v=` (spec section 2); any other value is no variant. */
export const POST_PAGE_VARIANTS = ['dlc3'] as const;
export type PostPageVariant = (typeof POST_PAGE_VARIANTS)[number];

export interface PostPageFlags {
  /** `r=y`: straight on to the product. */
  redirectToProduct: boolean;
  /** `scroll=y`: the extra images are hidden (`scroll=n` or none shows them). */
  hideExtraImages: boolean;
  /** `v=dlc3`: the page variant the link asked for, carried onto the post page's article as `data-variant`. */
  variant: PostPageVariant | null;
}

/** The query flags of a post page (spec section 2: r=y, scroll=y or n, v=dlc3). */
export function postPageFlags(query: URLSearchParams): PostPageFlags {
  const variant = query.get('v');
  return {
    redirectToProduct: query.get('r') === 'y',
    hideExtraImages: query.get('scroll') === 'y',
    variant: (POST_PAGE_VARIANTS as readonly string[]).includes(variant ?? '') ? (variant as PostPageVariant) : null,
  };
}
