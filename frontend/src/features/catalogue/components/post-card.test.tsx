import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { aPost } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { getList } from '../api/get-list';
import { InfinitePosts } from './infinite-posts';

const fetchPage = async (page: number, signal: AbortSignal) => (await getList({ sort: 'new', page, country: 'us' }, signal)).posts;

/** A list's first page of 12 gifts; gift 6's picture came without its size. */
function openList() {
  stubApi()
    .on('GET /api/user/native_ad/', reply.ok({ ads: [] }))
    .on('GET /api/lists/new/:page/', (_call, { page }) =>
      reply.ok({
        posts:
          Number(page) === 1
            ? Array.from({ length: 12 }, (_, i) =>
                aPost(i + 1, { sort: 'new', page: 1, images: i === 5 ? [{ src: `/media/gift-${i + 1}.jpg`, width: null, height: null }] : [{ src: `/media/gift-${i + 1}.jpg`, width: 480, height: 640 }] }),
              )
            : [],
      }),
    );
  return renderInSite(<InfinitePosts listKey="post-card-images" firstPage={1} fetchPage={fetchPage} country="us" />);
}

/** Both pictures of a card: the photo (named by the gift) and its blurred backdrop. */
const cardImages = (title: string) => {
  const photo = screen.getByRole('img', { name: title });
  return [photo, photo.parentElement!.querySelector('img.photo-backdrop')!];
};

describe('the pictures of a list', () => {
  it('fetches the first row first and never lazily, and leaves the cards below it to load as they near the window', async () => {
    openList();
    expect(await screen.findByRole('img', { name: 'Gift 1' })).toBeInTheDocument();
    for (const n of [1, 2, 3, 4]) {
      for (const image of cardImages(`Gift ${n}`)) {
        expect(image).toHaveAttribute('fetchpriority', 'high');
        expect(image).not.toHaveAttribute('loading', 'lazy');
      }
    }
    for (const n of [5, 8, 12]) {
      for (const image of cardImages(`Gift ${n}`)) {
        expect(image).toHaveAttribute('loading', 'lazy');
        expect(image).toHaveAttribute('decoding', 'async');
        expect(image).not.toHaveAttribute('fetchpriority');
      }
    }
  });

  it('gives every picture its size, and a square like its card when the API did not send one', async () => {
    openList();
    expect(await screen.findByRole('img', { name: 'Gift 1' })).toBeInTheDocument();
    for (const image of cardImages('Gift 2')) {
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '640');
    }
    for (const image of cardImages('Gift 6')) {
      expect(image).toHaveAttribute('width', '600');
      expect(image).toHaveAttribute('height', '600');
    }
    for (const image of document.querySelectorAll('img')) {
      expect(image.getAttribute('width')).toMatch(/^\d+$/);
      expect(image.getAttribute('height')).toMatch(/^\d+$/);
    }
  });
});
