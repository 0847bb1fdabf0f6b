import type { BlogPostDto } from '@emberhold/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { aBlogPost, aPost } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { BlogListPage, BlogPostPage } from './blog-pages';

const DAY = 86_400_000;
const blogPost = (id: number, overrides: Partial<BlogPostDto> = {}) =>
  aBlogPost(id, { published_at: new Date(Date.now() - 3 * DAY - 3_600_000).toISOString(), ...overrides });

describe('the blog', () => {
  it('names each post once on its card, with the day it went out', async () => {
    const first = blogPost(1);
    stubApi().on('GET /api/blog/', reply.ok({ posts: [first, blogPost(2, { published_at: null })] }));
    renderInSite(<BlogListPage />, { url: '/blog/' });

    const link = await screen.findByRole('link', { name: 'How to Throw a Feast 1' });
    const card = link.closest('li')!;
    // The title is written once: the picture beside it is not named again.
    expect(within(card).getAllByText('How to Throw a Feast 1')).toHaveLength(1);
    expect(within(card).queryByRole('img', { name: /Feast/ })).not.toBeInTheDocument();
    expect(within(card).getByText('3 days ago', { exact: false })).toBeInTheDocument();
    expect(card.querySelector('time')).toHaveAttribute('dateTime', first.published_at);
    // An undated post shows no date rather than a wrong one.
    expect(screen.getByRole('link', { name: 'How to Throw a Feast 2' }).closest('li')!.querySelector('time')).toBeNull();
  });

  it('shows a post with its author, date and the gifts it names, each a card linking to the gift', async () => {
    const gifts = [aPost(11, { title: 'Ember Lantern', price: 24.5 }), aPost(12, { title: 'Ashen Mug', price: 14, currency: 'GBP', uri: '/uk/gift-12/' })];
    stubApi().on('GET /api/blog/feast-1', reply.ok({ post: { ...blogPost(1, { published_at: '2026-11-03T09:00:00.000Z' }), posts: gifts } }));
    renderInSite(<BlogPostPage />, { url: '/blog/feast-1', path: '/blog/:slug' });

    expect(await screen.findByRole('heading', { level: 1, name: 'How to Throw a Feast 1' })).toBeInTheDocument();
    expect(screen.getByText(/By the Emberhold Gifts editors/)).toBeInTheDocument();
    expect(screen.getByText('November 3, 2026')).toHaveAttribute('dateTime', '2026-11-03T09:00:00.000Z');

    const list = screen.getByRole('list', { name: 'The gifts in this article' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Ember Lantern' })).toHaveAttribute('href', '/gift-11/');
    expect(within(list).getByRole('link', { name: 'Ashen Mug' })).toHaveAttribute('href', '/uk/gift-12/');
    expect(within(list).getByText('$24.50')).toBeInTheDocument();
    expect(within(list).getByText('£14.00')).toBeInTheDocument();
  });

  it('shows no gifts section for a post that names none', async () => {
    stubApi().on('GET /api/blog/feast-3', reply.ok({ post: { ...blogPost(3), posts: [] } }));
    renderInSite(<BlogPostPage />, { url: '/blog/feast-3', path: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Throw a Feast 3' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The gifts in this article' })).not.toBeInTheDocument();
  });
});
