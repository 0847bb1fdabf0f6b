import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { aPost } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { AirlinePage } from './airline-page';

describe('the airline landing page', () => {
  it('welcomes passengers and lists a few gifts that fit in a carry-on, each linking to its post', async () => {
    const posts = Array.from({ length: 12 }, (_, i) => aPost(i + 1, { title: `Pocket gift ${i + 1}`, price: 9.5 }));
    const api = stubApi().on('GET /api/gifts/stocking-stuffers/popular/1/', reply.ok({ posts, category: null, parent_list: null, children: [] }));
    renderInSite(<AirlinePage />, { url: '/airline/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Gifts for the journey' })).toBeInTheDocument();
    expect(screen.getByText(/Take it on board/)).toBeInTheDocument();
    expect(screen.getByText(/Send it home/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pocket gift 1' })).toHaveAttribute('href', '/gift-1/');
    expect(screen.getByRole('link', { name: 'Pocket gift 8' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pocket gift 9' })).not.toBeInTheDocument();
    expect(screen.getAllByText('$9.50')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'More small gifts' })).toHaveAttribute('href', '/gifts/stocking-stuffers/');
    expect(api.calls('GET /api/gifts/stocking-stuffers/popular/1/')[0]!.url.searchParams.get('country')).toBe('us');
    expect(document.title).toContain('Gifts for the journey');
  });

  it('still welcomes passengers when the gifts cannot be read', async () => {
    stubApi().on('GET /api/gifts/stocking-stuffers/popular/1/', reply.error(500, 'The keep is closed'));
    renderInSite(<AirlinePage />, { url: '/airline/' });
    expect(screen.getByText(/Send it home/)).toBeInTheDocument();
    expect(await screen.findByText(/The keep is closed|could not/i)).toBeInTheDocument();
  });
});
