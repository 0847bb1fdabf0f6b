import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { BOTTOM_BANNER_SCROLL_FLAG_MS } from '../hooks/use-scroll-flag';
import { BottomBanner } from './consent-banners';

const banner = { id: 7, link: 'https://shop.example/offer', utm_campaign: null, image: null };

/** The visitor has been on the site 7 s and scrolls: the banner's scroll flag is up. */
function stayAndScroll() {
  act(() => vi.advanceTimersByTime(BOTTOM_BANNER_SCROLL_FLAG_MS));
  fireEvent.scroll(window);
}

describe('the bottom banner', () => {
  // The clock runs on its own too (so the banner's call answers), and the test moves it 7 s at once.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows only when the visitor scrolls after 7 s on the site, never at page load', async () => {
    stubApi().on('GET /api/bottom-banner/', reply.ok({ data: { banner } }));
    renderInSite(<BottomBanner />, { url: '/some-gift/' });
    await screen.findByTestId('bottom-banner-space');
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(BOTTOM_BANNER_SCROLL_FLAG_MS - 100));
    fireEvent.scroll(window);
    expect(screen.queryByRole('complementary', { name: 'Sponsored' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    // Armed, but it waits for the visitor's own scrolling.
    expect(screen.queryByRole('complementary', { name: 'Sponsored' })).not.toBeInTheDocument();
    fireEvent.scroll(window);
    expect(await screen.findByRole('complementary', { name: 'Sponsored' })).toBeInTheDocument();
  });

  it('keeps its own room at the end of the page, so it covers none of the page', async () => {
    stubApi().on('GET /api/bottom-banner/', reply.ok({ data: { banner } }));
    renderInSite(<BottomBanner />, { url: '/some-gift/' });
    // The room is kept before the banner shows, so nothing moves when it does.
    await screen.findByTestId('bottom-banner-space');
    stayAndScroll();
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
