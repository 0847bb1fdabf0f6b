import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { aPost } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { GiftListPage } from './gift-list-page';

const guide = (id: number, slug: string, name: string, parent: string | null = null) => ({ id, slug, name, parent_slug: parent, description: '', rating: 0 });

function stubGuides() {
  return stubApi()
    .on('GET /api/user/native_ad/', reply.ok({ ads: [] }))
    .on('GET /api/lists/featured', reply.ok({ featured: [] }))
    .on('GET /api/gifts/:list/:sort/:page/', (call, { list, page }) => {
      const first = page === '1';
      const parent = call.url.searchParams.get('parent_list');
      if (list === 'for-gamers' && parent === null)
        return reply.ok({ posts: first ? [aPost(1, { title: 'Dice tower' })] : [], category: { ...guide(3, 'for-gamers', 'For Gamers'), rating: 4.2 }, parent_list: null, children: [] });
      if (list === 'dice' && parent === 'for-gamers')
        return reply.ok({ posts: first ? [aPost(2, { title: 'Dragon dice' })] : [], category: guide(4, 'dice', 'Dice', 'for-gamers'), parent_list: guide(3, 'for-gamers', 'For Gamers'), children: [] });
      return reply.error(404, `There is no gift guide "${parent ? `${parent}/` : ''}${list}"`);
    });
}

describe('a gift guide page', () => {
  it('shows a known guide under its own name', async () => {
    stubGuides();
    renderInSite(<GiftListPage />, { url: '/gifts/for-gamers/', path: '/gifts/:list' });
    expect(await screen.findByRole('heading', { level: 1, name: 'For Gamers' })).toBeInTheDocument();
    expect(await screen.findByText('Dice tower')).toBeInTheDocument();
  });

  it('reads the guide and its first cards with one request', async () => {
    const api = stubGuides();
    renderInSite(<GiftListPage />, { url: '/gifts/for-gamers/', path: '/gifts/:list' });
    expect(await screen.findByText('Dice tower')).toBeInTheDocument();
    const firstPage = api.calls('GET /api/gifts/:list/:sort/:page/').filter((call) => call.url.pathname.endsWith('/1/'));
    expect(firstPage.map((call) => call.url.pathname)).toEqual(['/api/gifts/for-gamers/popular/1/']);
  });

  it('is the site’s not-found page for an unknown guide: no title made from the address, no error card', async () => {
    stubGuides();
    renderInSite(<GiftListPage />, { url: '/gifts/not-a-guide/', path: '/gifts/:list' });
    expect(await screen.findByRole('heading', { name: 'This path leads nowhere' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /not a guide/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the gifts' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | Emberhold Gifts');
  });

  it('is the not-found page for an unknown nested guide, and for a guide under another parent', async () => {
    stubGuides();
    const { unmount } = renderInSite(<GiftListPage />, { url: '/uk/gifts/for-gamers/not-a-guide/', path: '/uk/gifts/:parent/:list' });
    expect(await screen.findByRole('heading', { name: 'This path leads nowhere' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the gifts' })).toHaveAttribute('href', '/uk/');
    unmount();

    renderInSite(<GiftListPage />, { url: '/gifts/for-her/dice/', path: '/gifts/:parent/:list' });
    expect(await screen.findByRole('heading', { name: 'This path leads nowhere' })).toBeInTheDocument();
  });

  it('shows a nested guide under its parent', async () => {
    stubGuides();
    renderInSite(<GiftListPage />, { url: '/gifts/for-gamers/dice/', path: '/gifts/:parent/:list' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'For Gamers' })).toHaveAttribute('href', '/gifts/for-gamers/');
  });

  it('keeps a failed read a failure to load, with Try again, not a missing page', async () => {
    stubApi()
      .on('GET /api/user/native_ad/', reply.ok({ ads: [] }))
      .on('GET /api/gifts/:list/:sort/:page/', () => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderInSite(<GiftListPage />, { url: '/gifts/for-readers/', path: '/gifts/:list' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load these gifts. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This path leads nowhere' })).not.toBeInTheDocument();
  });

  it('rates a guide with one row of stars that shows its average until the user rates', async () => {
    stubGuides();
    renderInSite(<GiftListPage />, { url: '/gifts/for-gamers/', path: '/gifts/:list' });
    const header = within(await screen.findByRole('region', { name: 'For Gamers' }));
    const stars = header.getByRole('group', { name: 'Rate this gift guide' });
    expect(header.getAllByRole('img', { name: /^Rated/ })).toHaveLength(1);
    expect(header.getByRole('img', { name: 'Rated 4.2 out of 5' })).toHaveTextContent('4.2');
    expect(within(stars).getAllByRole('button')).toHaveLength(5);
    expect(header.getAllByRole('button', { name: /^Rate \d out of 5$/ })).toHaveLength(5);
    expect(stars.querySelectorAll('[data-filled]')).toHaveLength(4);
  });
});
