import type { PublicBoostDatesDto } from '@emberhold/contracts';
import { addDays, BOOST_PRICES_CENTS, firstBoostableDate, formatBoostPrice, lastBoostableDate, siteDate } from '@emberhold/contracts/src/api/boost-pricing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { aPost } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { BoostPromoPage } from './boost-promo-page';

const TODAY = siteDate(new Date());
const FIRST = firstBoostableDate(TODAY);
const BOOKED = addDays(FIRST, 3);
const BLOCKED = addDays(FIRST, 40);

const boostDates: PublicBoostDatesDto = {
  today: TODAY,
  first_date: FIRST,
  last_date: lastBoostableDate(TODAY),
  booked_dates: [BOOKED],
  blocked_dates: [BLOCKED],
};

/** A list page of `count` posts numbered from `from`, as GET /api/lists/new/{page}/ answers it. */
const listPage = (page: number, from: number, count: number) =>
  reply.ok({ posts: Array.from({ length: count }, (_, index) => aPost(from + index)), sort: 'new', page });

function openPromo(page: number, pages: number) {
  const api = stubApi()
    .on('GET /api/lists/new/:page/', (_, params) => {
      const n = Number(params.page);
      return n <= pages ? listPage(n, (n - 1) * 2 + 1, 2) : listPage(n, 0, 0);
    })
    .on('GET /api/boost-dates', () => reply.data(boostDates));
  const url = page > 1 ? `/boost-promo/${page}` : '/boost-promo/';
  return { api, ...renderInSite(<BoostPromoPage page={page} />, { url }) };
}

describe('the boost promo pages', () => {
  it('shows the default price and the seasonal ones of the price list', async () => {
    openPromo(1, 1);
    const prices = await screen.findByRole('list', { name: 'Boost prices' });
    expect(prices).toHaveTextContent(`${formatBoostPrice(BOOST_PRICES_CENTS.default)} most days`);
    expect(prices).toHaveTextContent(`${formatBoostPrice(BOOST_PRICES_CENTS.season)} from November 12 to December 24`);
    expect(prices).toHaveTextContent(`${formatBoostPrice(BOOST_PRICES_CENTS.peak)} on November 22, 23 and 24`);
  });

  it('shows two months from the day after tomorrow, the booked and blocked days struck out, without asking for any post', async () => {
    const { api } = openPromo(1, 1);
    const days = await screen.findByRole('list', { name: 'The next two months' });
    const items = within(days).getAllByRole('listitem');
    expect(items).toHaveLength(60);
    expect(items[0]).toHaveAttribute('data-promo-date', FIRST);
    expect(items[0]).toHaveAttribute('data-free', 'true');
    const booked = days.querySelector(`[data-promo-date="${BOOKED}"]`)!;
    expect(booked).toHaveAttribute('data-free', 'false');
    expect(booked).toHaveTextContent('Taken');
    expect(booked.querySelector('s')).not.toBeNull();
    const blocked = days.querySelector(`[data-promo-date="${BLOCKED}"]`)!;
    expect(blocked).toHaveAttribute('data-free', 'false');
    expect(blocked).toHaveTextContent('Not available');
    expect(screen.getByText(/58 of the next 60 bookable days are free/)).toBeInTheDocument();
    // The site's booked and blocked dates are their own public call: no post's offer is asked for.
    expect(api.calls('GET /api/boost-dates').length).toBeGreaterThan(0);
    expect(api.calls('GET /api/boost/:slug')).toHaveLength(0);
  });

  it("links every listed post to its boost page and the list's next page", async () => {
    openPromo(1, 2);
    const boost = await screen.findByRole('link', { name: 'Boost Gift 2' });
    expect(boost).toHaveAttribute('href', '/gift-2/boost');
    expect(screen.getByRole('link', { name: 'Boost Gift 1' })).toHaveAttribute('href', '/gift-1/boost');
    expect(await screen.findByRole('link', { name: 'Next →' })).toHaveAttribute('href', '/boost-promo/2');
    expect(screen.queryByRole('link', { name: '← Previous' })).not.toBeInTheDocument();
  });

  it('reads its page of the list, linking back to the first page at its bare address and offering no page past the last', async () => {
    const { api } = openPromo(2, 2);
    expect(await screen.findByRole('link', { name: 'Boost Gift 3' })).toHaveAttribute('href', '/gift-3/boost');
    expect(screen.getByRole('link', { name: '← Previous' })).toHaveAttribute('href', '/boost-promo/');
    await waitFor(() => expect(api.calls('GET /api/lists/new/:page/').map((call) => call.url.pathname)).toContain('/api/lists/new/3/'));
    expect(screen.queryByRole('link', { name: 'Next →' })).not.toBeInTheDocument();
  });
});
