import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { RegionalBanner } from './regional-banner';

const banner = {
  link: 'https://www.amazon.com/s?k=emberhold+saga+gifts&tag=emberhold-20',
  uk_link: 'https://www.amazon.co.uk/s?k=emberhold+saga+gifts&tag=emberhold-21',
  ca_link: 'https://www.amazon.ca/s?k=emberhold+saga+gifts&tag=emberhold0c-20',
};

describe('the regional banner', () => {
  it.each([
    ['/', banner.link, 'Amazon.com'],
    ['/uk/gifts/', banner.uk_link, 'Amazon.co.uk'],
    ['/ca/some-gift/', banner.ca_link, 'Amazon.ca'],
  ])('leads a visitor of %s to their own storefront', async (url, href, store) => {
    stubApi().on('GET /api/banner/', reply.ok(banner));
    renderInSite(<RegionalBanner />, { url });
    const link = await screen.findByRole('link', { name: `Shop Emberhold saga gifts on ${store}` });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('rel', 'nofollow sponsored noopener');
  });

  it('falls back to the default link for a region the banner has none for', async () => {
    stubApi().on('GET /api/banner/', reply.ok({ ...banner, ca_link: null }));
    renderInSite(<RegionalBanner />, { url: '/ca/' });
    expect(await screen.findByRole('link', { name: 'Shop Emberhold saga gifts on Amazon.com' })).toHaveAttribute('href', banner.link);
  });

  it('shows nothing when there is no banner or the call fails', async () => {
    const api = stubApi().on('GET /api/banner/', reply.ok({ link: null, uk_link: null, ca_link: null }));
    const { unmount } = renderInSite(<RegionalBanner />, { url: '/uk/' });
    await expect.poll(() => api.calls('GET /api/banner/').length).toBeGreaterThan(0);
    expect(screen.queryByRole('complementary', { name: 'Shop the saga' })).not.toBeInTheDocument();
    unmount();

    const failing = stubApi().on('GET /api/banner/', reply.error(500, 'Something went wrong on our side. Please try again.'));
    renderInSite(<RegionalBanner />);
    await expect.poll(() => failing.calls('GET /api/banner/').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Shop Emberhold saga gifts/ })).not.toBeInTheDocument();
  });
});
