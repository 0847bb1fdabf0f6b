import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../test/api';
import { aPost } from '../../test/fixtures';
import { renderInSite } from '../../test/render';
import { boostRoutes } from './boost.routes';

function open(url: string) {
  const api = stubApi()
    .on('GET /api/lists/new/:page/', (_, params) => reply.ok({ posts: params.page === '2' ? [aPost(25)] : [], sort: 'new', page: Number(params.page) }))
    .on('GET /api/boost/:slug', (_, params) =>
      reply.data({ post: { id: 25, slug: params.slug, title: 'Gift 25', image: null }, default_price_cents: 49_800, unavailable_dates: [], stripe: null }),
    );
  return { api, ...renderInSite(null, { url, path: '/not-a-boost-page', routes: boostRoutes }) };
}

describe('the boost routes', () => {
  it('open the promo page of the page number in the address, not a boost of a post', async () => {
    const { api } = open('/boost-promo/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Put a gift first for a day' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Boost Gift 25' })).toHaveAttribute('href', '/gift-25/boost');
    await waitFor(() => expect(api.calls('GET /api/lists/new/:page/').map((call) => call.url.pathname)).toContain('/api/lists/new/2/'));
  });

  it('answer a promo address without a page number as not found', async () => {
    const { api } = open('/boost-promo/two');
    expect(await screen.findByText('This path leads nowhere')).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });
});
