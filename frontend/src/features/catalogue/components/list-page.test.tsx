import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { aPost } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { ListPage } from './list-page';

describe('the gifts-over-a-thousand list', () => {
  it('shows the dearest gifts over a thousand in the visitor’s currency, asking the gifts API with that floor', async () => {
    const api = stubApi()
      .on('GET /api/user/native_ad/', reply.ok({ ads: [] }))
      .on('GET /api/gifts/all/:sort/:page/', (_call, { page }) =>
        reply.ok({ posts: Number(page) === 1 ? [aPost(1, { title: 'Vyrnax Bronze-Cast Statue', price: 1899.99 })] : [], category: null, parent_list: null, children: [] }),
      );
    renderInSite(<ListPage list="over1k" />, { url: '/uk/over1k/', path: '/uk/over1k/' });

    expect(await screen.findByRole('heading', { level: 1, name: /Treasures over a thousand/ })).toBeInTheDocument();
    expect(await screen.findByText('Vyrnax Bronze-Cast Statue')).toBeInTheDocument();
    const asked = api.calls('GET /api/gifts/all/:sort/:page/')[0]!.url;
    expect(asked.pathname).toBe('/api/gifts/all/high/1/');
    expect(asked.searchParams.get('min')).toBe('1000');
    expect(asked.searchParams.get('country')).toBe('uk');
    expect(document.title).toContain('Gifts over a thousand');
  });

  it('opens a later page and another sort from its address', async () => {
    const api = stubApi()
      .on('GET /api/user/native_ad/', reply.ok({ ads: [] }))
      .on('GET /api/gifts/all/:sort/:page/', reply.ok({ posts: [aPost(7)], category: null, parent_list: null, children: [] }));
    renderInSite(<ListPage list="over1k" />, { url: '/over1k/sort/low/page/2', path: '/over1k/sort/:sort/page/:page' });

    expect(await screen.findByText('Gift 7')).toBeInTheDocument();
    const asked = api.calls('GET /api/gifts/all/:sort/:page/')[0]!.url;
    expect(asked.pathname).toBe('/api/gifts/all/low/2/');
    expect(asked.searchParams.get('min')).toBe('1000');
    expect(asked.searchParams.get('country')).toBe('us');
  });
});
