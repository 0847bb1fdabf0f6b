import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aPost } from '../test/fixtures';
import { GiftCards } from './gift-card';

function showGifts(gifts: ReturnType<typeof aPost>[]) {
  const router = createMemoryRouter([{ path: '*', element: <GiftCards gifts={gifts} label="The gifts in this article" /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('list', { name: 'The gifts in this article' });
}

describe('a blog post’s gift cards', () => {
  it('load their pictures lazily, below the article, each with its size or a square like its card', () => {
    const list = showGifts([
      aPost(1, { image: '/media/lantern.jpg', images: [{ src: '/media/lantern.jpg', width: 500, height: 750 }] }),
      aPost(2, { image: '/media/mug.jpg', images: [] }),
    ]);
    const [lantern, mug] = [...list.querySelectorAll('li')].map((card) => [...card.querySelectorAll('img')]);
    expect(lantern).toHaveLength(2);
    expect(mug).toHaveLength(2);
    for (const image of [...lantern!, ...mug!]) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    for (const image of lantern!) {
      expect(image).toHaveAttribute('width', '500');
      expect(image).toHaveAttribute('height', '750');
    }
    for (const image of mug!) {
      expect(image).toHaveAttribute('width', '600');
      expect(image).toHaveAttribute('height', '600');
    }
  });
});
