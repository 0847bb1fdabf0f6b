import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInSite } from '../../../test/render';
import { CookieBanner } from './consent-banners';

const notice = () => screen.queryByRole('region', { name: 'Cookie notice' });

describe('the cookie banner', () => {
  it.each(['DE', 'FR', 'GB', 'IE'])('shows to a visitor the server places in %s', (country) => {
    document.cookie = `country=${country}; path=/`;
    renderInSite(<CookieBanner />, { url: '/gifts/' });
    expect(notice()).toBeInTheDocument();
  });

  it.each(['US', 'CA', 'AU'])('does not show to a visitor the server places in %s', (country) => {
    document.cookie = `country=${country}; path=/`;
    renderInSite(<CookieBanner />, { url: '/gifts/' });
    expect(notice()).not.toBeInTheDocument();
  });

  it('follows where the visitor is, not the variant they shop', () => {
    document.cookie = 'country=DE; path=/';
    document.cookie = 'site_country=us; path=/';
    renderInSite(<CookieBanner />, { url: '/' });
    expect(notice()).toBeInTheDocument();
  });

  it('falls back to the /uk address when the server could not place the visitor', () => {
    const { unmount } = renderInSite(<CookieBanner />, { url: '/uk/' });
    expect(notice()).toBeInTheDocument();
    unmount();
    renderInSite(<CookieBanner />, { url: '/' });
    expect(notice()).not.toBeInTheDocument();
  });
});
