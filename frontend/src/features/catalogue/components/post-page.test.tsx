import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { aPost } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { PostPage } from './post-page';

const forGamers = { slug: 'for-gamers', name: 'For Gamers', parent: null };
const dice = { slug: 'dice', name: 'Dice', parent: { slug: 'for-gamers', name: 'For Gamers' } };

function showPost(overrides: Parameters<typeof aPost>[1], url = '/dice-tower/') {
  stubApi()
    .on('GET /api/lists/featured', reply.ok({ featured: [] }))
    .on('GET /api/posts/:slug/', reply.ok({ post: aPost(5, { slug: 'dice-tower', title: 'Dice tower', ...overrides }) }));
  return renderInSite(<PostPage />, { url, path: url.startsWith('/uk/') ? '/uk/:slug' : url.startsWith('/ca/') ? '/ca/:slug' : '/:slug' });
}

const breadcrumb = async () => within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));

describe('a product page', () => {
  it('leads back through the post’s gift guide: Gifts / For Gamers / Dice tower', async () => {
    showPost({ categories: [forGamers] });
    const trail = await breadcrumb();
    expect(trail.getByRole('link', { name: 'Gifts' })).toHaveAttribute('href', '/gifts/');
    expect(trail.getByRole('link', { name: 'For Gamers' })).toHaveAttribute('href', '/gifts/for-gamers/');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Gifts / For Gamers / Dice tower');
  });

  it('leads through a nested guide’s parent, in the visitor’s country', async () => {
    showPost({ categories: [dice, forGamers] }, '/uk/dice-tower/');
    const trail = await breadcrumb();
    expect(trail.getByRole('link', { name: 'Gifts' })).toHaveAttribute('href', '/uk/gifts/');
    expect(trail.getByRole('link', { name: 'For Gamers' })).toHaveAttribute('href', '/uk/gifts/for-gamers/');
    expect(trail.getByRole('link', { name: 'Dice' })).toHaveAttribute('href', '/uk/gifts/for-gamers/dice/');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Gifts / For Gamers / Dice / Dice tower');
  });

  it('carries the v=dlc3 flag of its address onto the page, and no variant it does not know', async () => {
    const { unmount } = showPost({}, '/dice-tower/?v=dlc3');
    expect(await screen.findByRole('article')).toHaveAttribute('data-variant', 'dlc3');
    unmount();
    showPost({}, '/dice-tower/?v=other');
    expect(await screen.findByRole('article')).not.toHaveAttribute('data-variant');
  });

  it('names the retailer on the buy button, the regional Amazon store included', async () => {
    const { unmount } = showPost({ link: 'https://www.amazon.com/dp/B0DICE?tag=emberhold-20' });
    expect(await screen.findByRole('link', { name: 'Buy on Amazon' })).toHaveAttribute('href', 'https://www.amazon.com/dp/B0DICE?tag=emberhold-20');
    unmount();

    const uk = showPost({ link: 'https://www.amazon.co.uk/dp/B0DICE?tag=emberhold-21' }, '/uk/dice-tower/');
    expect(await screen.findByRole('link', { name: 'Buy on Amazon.co.uk' })).toBeInTheDocument();
    uk.unmount();

    const etsy = showPost({ link: 'https://www.etsy.com/listing/1/dice-tower' });
    expect(await screen.findByRole('link', { name: 'Buy on Etsy' })).toHaveAttribute('target', '_blank');
    etsy.unmount();

    showPost({ link: 'https://click.linksynergy.com/deeplink?id=1' });
    expect(await screen.findByRole('link', { name: 'Buy now' })).toBeInTheDocument();
  });

  it('says in plain words that the gift could not load, and asks again on Try again', async () => {
    const api = stubApi().on('GET /api/posts/:slug/', () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const { user } = renderInSite(<PostPage />, { url: '/dice-tower/', path: '/:slug' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this gift. Check your connection and try again.');
    expect(alert).not.toHaveTextContent('502');

    api.on('GET /api/lists/featured', reply.ok({ featured: [] })).on('GET /api/posts/:slug/', reply.ok({ post: aPost(5, { slug: 'dice-tower', title: 'Dice tower' }) }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dice tower' })).toBeInTheDocument();
  });
});

describe('a product page’s pictures', () => {
  const photos = [
    { src: '/media/dice-1.jpg', width: 800, height: 1000 },
    { src: '/media/dice-2.jpg', width: 640, height: 480 },
    { src: '/media/dice-3.jpg', width: null, height: null },
  ];

  it('fetches the main photo first and never lazily, at its own size', async () => {
    showPost({ image: '/media/dice-1.jpg', images: photos });
    const photo = await screen.findByRole('img', { name: 'Dice tower' });
    const backdrop = photo.parentElement!.querySelector('img.photo-backdrop')!;
    for (const image of [photo, backdrop]) {
      expect(image).toHaveAttribute('src', '/media/dice-1.jpg');
      expect(image).toHaveAttribute('fetchpriority', 'high');
      expect(image).not.toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '1000');
    }
  });

  it('loads the other photos’ thumbnails lazily, each at its size or square like its button', async () => {
    showPost({ image: '/media/dice-1.jpg', images: photos });
    const thumbs = within(await screen.findByRole('group', { name: 'Photos' }));
    const thumb = (n: number) => thumbs.getByRole('button', { name: `Photo ${n} of 3` }).querySelector('img')!;
    for (const n of [1, 2, 3]) {
      expect(thumb(n)).toHaveAttribute('loading', 'lazy');
      expect(thumb(n)).toHaveAttribute('decoding', 'async');
      expect(thumb(n)).not.toHaveAttribute('fetchpriority');
    }
    expect(thumb(2)).toHaveAttribute('width', '640');
    expect(thumb(2)).toHaveAttribute('height', '480');
    expect(thumb(3)).toHaveAttribute('width', '600');
    expect(thumb(3)).toHaveAttribute('height', '600');
  });
});
