import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '../../../test/render';
import { useChromeStore } from '../stores/chrome.store';
import { Masthead } from './masthead';
import { MobileNav } from './mobile-nav';
import { searchTermOf } from './search-box';

const searchBox = () => screen.getByRole('searchbox', { name: 'Search gifts' });

describe('the masthead search box', () => {
  afterEach(() => act(() => useChromeStore.getState().closeMobileSearch()));

  it('holds the term of the results page it opens on, as after a reload', () => {
    renderInSite(<Masthead />, { url: '/search/dragon%20mug/' });
    expect(searchBox()).toHaveValue('dragon mug');
  });

  it('searches for what the box holds when it was typed before the page was hydrated (no change event)', async () => {
    const { user, router } = renderInSite(<Masthead />, { url: '/' });
    // As a server-rendered box typed into before the script ran: the text is in the box, React never heard of it.
    (searchBox() as HTMLInputElement).value = 'ember lantern';
    await user.click(screen.getAllByRole('button', { name: 'Search' })[0]!);
    expect(router.state.location.pathname).toBe('/search/ember%20lantern');
  });

  it('without the page’s script, sends the term to the home page of the visitor’s country (which redirects to the results)', () => {
    renderInSite(<Masthead />, { url: '/uk/gifts/' });
    const form = screen.getAllByRole('search')[0]!;
    expect(form).toHaveAttribute('action', '/uk/');
    expect(searchBox()).toHaveAttribute('name', 's');
  });

  it('keeps the searched term on the results page, and shows each new page’s own term', async () => {
    const { user, router } = renderInSite(<Masthead />, { url: '/uk/' });
    expect(searchBox()).toHaveValue('');
    await user.type(searchBox(), '  hearth candle {Enter}');
    expect(router.state.location.pathname).toBe('/uk/search/hearth%20candle');
    expect(searchBox()).toHaveValue('hearth candle');

    await act(() => router.navigate('/uk/search/wyrm/'));
    expect(searchBox()).toHaveValue('wyrm');
    await act(() => router.navigate('/uk/gifts/'));
    expect(searchBox()).toHaveValue('');
  });

  it('holds the term in the phone’s search panel too', async () => {
    const { user } = renderInSite(<MobileNav />, { url: '/ca/search/map%20of%20the%20realm/' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(searchBox()).toHaveValue('map of the realm');
    expect(searchBox()).toHaveFocus();
  });

  it('reads the term only from a results page', () => {
    expect(searchTermOf('/search/dice%20tower/')).toBe('dice tower');
    expect(searchTermOf('/uk/search/dice')).toBe('dice');
    expect(searchTermOf('/dice-tower/')).toBe('');
    expect(searchTermOf('/search/')).toBe('');
    expect(searchTermOf('/search/%E0%A4%A/')).toBe('');
  });
});
