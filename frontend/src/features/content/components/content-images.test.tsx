import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { aBlogPost } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { BlogListPage, BlogPostPage } from './blog-pages';
import { GiveawayPage, GiveawaysPage } from './giveaway-pages';

const blogPost = (id: number) => aBlogPost(id);
const giveaway = (id: number) => ({
  id,
  slug: `giveaway-${id}`,
  title: `Lantern draw ${id}`,
  content: '<p>A prize.</p>',
  image: `/media/seed/g/${id}.svg`,
  ends_at: new Date(Date.now() + 86_400_000).toISOString(),
});

/** The one picture of the card whose title links as `name`. */
const cardImage = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!.querySelector('img')!;

function expectFirst(image: Element) {
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).not.toHaveAttribute('loading', 'lazy');
}
function expectLazy(image: Element) {
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(image).not.toHaveAttribute('fetchpriority');
}

describe('the pictures of the blog and the giveaways', () => {
  it('blog list: the first card’s picture is fetched first, the others load as they near the window, all in the blog’s frame', async () => {
    stubApi().on('GET /api/blog/', reply.ok({ posts: [blogPost(1), blogPost(2), blogPost(3)] }));
    renderInSite(<BlogListPage />, { url: '/blog/' });
    expectFirst(await cardImage('How to Throw a Feast 1'));
    expectLazy(await cardImage('How to Throw a Feast 2'));
    expectLazy(await cardImage('How to Throw a Feast 3'));
    for (const image of document.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '380');
    }
  });

  it('blog post: its picture is fetched first', async () => {
    stubApi().on('GET /api/blog/feast-1', reply.ok({ post: { ...blogPost(1), posts: [] } }));
    renderInSite(<BlogPostPage />, { url: '/blog/feast-1', path: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Throw a Feast 1' })).toBeInTheDocument();
    const image = document.querySelector('article img')!;
    expectFirst(image);
    expect(image).toHaveAttribute('width', '640');
  });

  it('giveaways: the first card’s picture is fetched first, the others lazily, each with the giveaway art’s size', async () => {
    stubApi().on('GET /api/giveaways/1', reply.ok({ giveaways: [giveaway(1), giveaway(2)] }));
    renderInSite(<GiveawaysPage />, { url: '/giveaways/' });
    const [first, second] = [await cardImage('Lantern draw 1'), await cardImage('Lantern draw 2')];
    expectFirst(first);
    expectLazy(second);
    for (const image of [first, second]) {
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '534');
    }
  });

  it('a giveaway: its picture is fetched first, with its size', async () => {
    stubApi().on('GET /api/giveaway/giveaway-1', reply.ok({ giveaway: giveaway(1) }));
    renderInSite(<GiveawayPage />, { url: '/giveaway/giveaway-1', path: '/giveaway/:slug' });
    const image = await screen.findByRole('img', { name: 'Lantern draw 1' });
    expectFirst(image);
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '534');
  });
});
