/** The blog image's frame (spec section 9): 640 wide, 380 high, or 533 high for a 640x533 picture. */
export const BLOG_IMAGE_WIDTH = 640;
export const BLOG_IMAGE_HEIGHT = 380;
export const BLOG_IMAGE_TALL_HEIGHT = 533;

/** The height a blog image is shown at, from the picture's own size once known. */
export function blogImageHeight(natural?: { width: number; height: number }): number {
  return natural?.width === BLOG_IMAGE_WIDTH && natural.height === BLOG_IMAGE_TALL_HEIGHT ? BLOG_IMAGE_TALL_HEIGHT : BLOG_IMAGE_HEIGHT;
}
