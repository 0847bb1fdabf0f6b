import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi, type StubbedApi } from '../../../test/api';
import { aPost } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { resetScrollVariant } from '../../../lib/scroll-variant';
import { getList } from '../api/get-list';
import { InfinitePosts } from './infinite-posts';

const PAGE_SIZE = 12;
const fetchPage = async (page: number, signal: AbortSignal) => (await getList({ sort: 'new', page, country: 'us' }, signal)).posts;

/** The list's pages 1..`pages`, PAGE_SIZE gifts each; past the last one, an empty page. */
function stubList(pages: number): StubbedApi {
  return stubApi()
    .on('GET /api/user/native_ad/', reply.ok({ ads: [] }))
    .on('GET /api/lists/new/:page/', (_call, { page }) => {
      const n = Number(page);
      const posts = n <= pages ? Array.from({ length: PAGE_SIZE }, (_, i) => aPost((n - 1) * PAGE_SIZE + i + 1, { sort: 'new', page: n })) : [];
      return reply.ok({ posts });
    });
}

const askedPages = (api: StubbedApi) => api.calls('GET /api/lists/new/:page/').map((call) => Number(call.url.pathname.split('/')[4]));

/**
 * jsdom lays nothing out: here every card is a 300 px row, and the end of the list (the element after the last card)
 * is as far below the top of the window as the cards above it reach, less what has been scrolled.
 */
const CARD_PX = 300;
let scrolled = 0;
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const end = this.hasAttribute('aria-hidden') && this.previousElementSibling?.querySelector('[data-post-id]');
    const top = end ? document.querySelectorAll('[data-post-id]').length * CARD_PX - scrolled : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
}

/** The visitor scrolls until the end of the list is `px` below the top of the window (768 px high). */
function scrollEndTo(px: number) {
  scrolled = document.querySelectorAll('[data-post-id]').length * CARD_PX - px;
  fireEvent.scroll(window);
}

let lists = 0;
function openList(firstPage = 1) {
  // Each test its own list: a list left earlier would come back as it was (the memory router opens with a POP).
  lists += 1;
  return renderInSite(<InfinitePosts listKey={`test-list-${lists}`} firstPage={firstPage} fetchPage={fetchPage} country="us" />);
}

beforeEach(() => {
  scrolled = 0;
  layOut();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('an infinite list of gifts', () => {
  it('shows the first page and asks for no more while its end is far below the window', async () => {
    const api = stubList(3);
    openList();
    expect(await screen.findByText('Gift 12')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(askedPages(api)).toEqual([1]);
  });

  it('loads the next page as the end of the list nears the bottom of the window', async () => {
    const api = stubList(3);
    openList();
    await screen.findByText('Gift 12');
    scrollEndTo(1_200);
    expect(await screen.findByText('Gift 24')).toBeInTheDocument();
    expect(askedPages(api)).toEqual([1, 2]);
    expect(document.querySelector('[data-post-id="13"]')).toHaveAttribute('data-page', '2');
  });

  it('ends at the first empty page with a note, and asks for nothing more', async () => {
    const api = stubList(2);
    openList();
    await screen.findByText('Gift 12');
    scrollEndTo(1_000);
    await screen.findByText('Gift 24');
    scrollEndTo(1_000);
    expect(await screen.findByText('You have reached the end of this list.')).toBeInTheDocument();
    scrollEndTo(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(askedPages(api)).toEqual([1, 2, 3]);
    expect(screen.getByText('Gift 24')).toBeInTheDocument();
  });

  it('starts at the page of its address', async () => {
    const api = stubList(3);
    openList(3);
    expect(await screen.findByText('Gift 25')).toBeInTheDocument();
    expect(askedPages(api)).toEqual([3]);
  });

  it('says under the list when a page fails, and Try again asks for it again', async () => {
    const api = stubList(3);
    openList();
    await screen.findByText('Gift 12');
    api.on('GET /api/lists/new/2/', reply.error(503, 'The lists are being rebuilt.'));
    scrollEndTo(1_200);
    expect(await screen.findByText('The lists are being rebuilt.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The forge fire went out' })).toBeInTheDocument();
    expect(screen.getByText('Gift 12')).toBeInTheDocument();

    api.on('GET /api/lists/new/2/', reply.ok({ posts: [aPost(13, { title: 'Gift 13 again' })] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Gift 13 again')).toBeInTheDocument();
    expect(screen.queryByText('The lists are being rebuilt.')).not.toBeInTheDocument();
  });

  it('says so with Try again when the first page fails', async () => {
    stubApi().on('GET /api/lists/new/:page/', reply.error(500, 'Something broke.'));
    openList();
    expect(await screen.findByText('We could not load these gifts. Something broke.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a list of the button scroll variant', () => {
  beforeEach(() => {
    document.cookie = 'scroll_variant=button; Path=/';
    resetScrollVariant();
  });
  afterEach(() => {
    document.cookie = 'scroll_variant=; Max-Age=0; Path=/';
    resetScrollVariant();
  });

  it('loads nothing more on scrolling to its end, and the next page when Show more gifts is pressed, with no gift twice', async () => {
    const api = stubList(3);
    openList();
    await screen.findByText('Gift 12');
    scrollEndTo(100);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(askedPages(api)).toEqual([1]);

    fireEvent.click(screen.getByRole('button', { name: 'Show more gifts' }));
    expect(await screen.findByText('Gift 24')).toBeInTheDocument();
    expect(askedPages(api)).toEqual([1, 2]);
    const ids = Array.from(document.querySelectorAll('[data-post-id]'), (el) => el.getAttribute('data-post-id'));
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    expect(document.querySelector('[data-post-id="13"]')).toHaveAttribute('data-page', '2');
  });

  it('asks once for a page pressed for twice, and drops the button at the end of the list', async () => {
    const api = stubList(1);
    openList();
    await screen.findByText('Gift 12');
    const more = screen.getByRole('button', { name: 'Show more gifts' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(await screen.findByText('You have reached the end of this list.')).toBeInTheDocument();
    expect(askedPages(api)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Show more gifts' })).not.toBeInTheDocument();
  });
});

describe('the native ad slots of a list', () => {
  const anAd = (id: number, title: string) => ({
    id, ad_id: id, type: 'ad', title, content: 'Walnut.', link: `https://shop.example/${id}`, image: null as string | null, image_width: null as number | null, image_height: null as number | null, embed: null, price: 42.66, currency: 'GBP', saved: false, offer: `o.${id}.x.y`,
  });
  /** The cards of the list in the order shown: 'ad' for an ad, the post's id for a post, 'hole' for a held slot. */
  const shownOrder = () =>
    Array.from(document.querySelectorAll('[data-post-id], [data-track="native-ad"], [data-ad-placeholder]'), (el) =>
      el.hasAttribute('data-post-id') ? Number(el.getAttribute('data-post-id')) : el.hasAttribute('data-ad-placeholder') ? 'hole' : 'ad',
    );

  function openGuide(ads: ReturnType<typeof anAd>[]) {
    lists += 1;
    const api = stubApi()
      .on('GET /api/user/native_ad/', reply.ok({ ads }))
      .on('GET /api/lists/new/:page/', (_call, { page }) =>
        reply.ok({ posts: Number(page) === 1 ? Array.from({ length: PAGE_SIZE }, (_, i) => aPost(i + 1, { sort: 'new', page: 1 })) : [] }),
      );
    renderInSite(
      <InfinitePosts listKey={`ad-list-${lists}`} firstPage={1} fetchPage={fetchPage} country="uk" adContext={{ list: 'candles-and-hearth', min: 20, max: 50 }} />,
    );
    return api;
  }

  it('asks for the ads of the page where they stand: its page, country, gift guide and price range', async () => {
    const api = openGuide([anAd(7, 'Tavern Dice Tower')]);
    await screen.findByText('Tavern Dice Tower');
    const asked = api.calls('GET /api/user/native_ad/')[0]!.url.searchParams;
    expect(Object.fromEntries(['page', 'country', 'list', 'min', 'max'].map((key) => [key, asked.get(key)]))).toEqual({
      page: '1', country: 'uk', list: 'candles-and-hearth', min: '20', max: '50',
    });
  });

  it('shows an ad in the pounds the API sends', async () => {
    openGuide([anAd(7, 'Tavern Dice Tower')]);
    const card = (await screen.findByText('Tavern Dice Tower')).closest('[data-track="native-ad"]') as HTMLElement;
    expect(card.textContent).toContain('£42.66');
    expect(card.textContent).not.toContain('$');
  });

  it('gives an ad’s picture the width and height the API sends', async () => {
    openGuide([{ ...anAd(7, 'Tavern Dice Tower'), image: '/media/creative-gif/tower.gif', image_width: 300, image_height: 120 }]);
    const card = (await screen.findByText('Tavern Dice Tower')).closest('[data-track="native-ad"]') as HTMLElement;
    const picture = card.querySelector('img');
    expect([picture?.getAttribute('src'), picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['/media/creative-gif/tower.gif', '300', '120']);
  });

  it('keeps a slot without an ad a post: one ad at position 3, then posts, no hole', async () => {
    openGuide([anAd(7, 'Tavern Dice Tower')]);
    await screen.findByText('Tavern Dice Tower');
    expect(shownOrder()).toEqual([1, 2, 'ad', 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('shows only posts when no ad fits the list', async () => {
    const api = openGuide([]);
    await screen.findByText('Gift 12');
    await waitFor(() => expect(document.querySelector('[data-ad-placeholder]')).toBeNull());
    expect(api.calls('GET /api/user/native_ad/').length).toBeGreaterThan(0);
    expect(shownOrder()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('shows what the page puts after the first page between its cards and the next page', async () => {
    stubList(2);
    lists += 1;
    renderInSite(<InfinitePosts listKey={`test-list-${lists}`} firstPage={1} fetchPage={fetchPage} country="us" afterFirstPage={<h2>From the blog</h2>} />);
    const lastOfFirst = await screen.findByText('Gift 12');
    scrollEndTo(1_200);
    const firstOfSecond = await screen.findByText('Gift 13');
    const extra = screen.getByRole('heading', { name: 'From the blog' });
    expect(lastOfFirst.compareDocumentPosition(extra) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(extra.compareDocumentPosition(firstOfSecond) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
