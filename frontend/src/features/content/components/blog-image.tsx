import { useState } from 'react';
import { imageLoading } from '../../../components/image-loading';
import { BLOG_IMAGE_WIDTH, blogImageHeight } from '../lib/blog-image';

/**
 * A blog post's picture at the blog's frame: 640x380, or 640x533 once the picture turns out to be 640x533 (the API
 * sends only its address, so the size is read when it loads). Decorative: the post's title follows as text. `lazy`: below
 * the fold, loaded as it nears the viewport; otherwise it is the page's largest visible image and is fetched first.
 */
export function BlogImage({ src, lazy = false }: { src: string; lazy?: boolean }) {
  const [height, setHeight] = useState(() => blogImageHeight());
  return (
    <img
      src={src}
      alt=""
      width={BLOG_IMAGE_WIDTH}
      height={height}
      {...imageLoading(!lazy)}
      onLoad={(event) => setHeight(blogImageHeight({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight }))}
    />
  );
}
