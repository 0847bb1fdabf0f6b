import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { BottomBanner } from './consent-banners';

const banner = { id: 7, link: 'https://shop.example/offer', utm_campaign: null, image: null };

describe('the bottom banner', () => {
  it('keeps its own room at the end of the page, so it covers none of the page', async () => {
    stubApi().on('GET /api/bottom-banner/', reply.ok({ data: { banner } }));
    renderInSite(<BottomBanner />, { url: '/some-gift/' });
    expect(await screen.findByRole('complementary', { name: 'Sponsored' })).toBeInTheDocument();
    const space = screen.getByTestId('bottom-banner-space');
    // The room is in the page's flow (not fixed like the banner) and comes before the banner.
    expect(space.compareDocumentPosition(screen.getByRole('complementary', { name: 'Sponsored' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves no room when there is no banner to show', async () => {
    const api = stubApi().on('GET /api/bottom-banner/', reply.ok({ data: { banner: null } }));
    renderInSite(<BottomBanner />, { url: '/some-gift/' });
    await waitFor(() => expect(api.calls('GET /api/bottom-banner/').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('bottom-banner-space')).not.toBeInTheDocument();
  });
});
