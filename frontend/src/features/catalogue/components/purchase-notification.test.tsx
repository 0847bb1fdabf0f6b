import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { aPost } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { PostPage } from './post-page';

const AMAZON = 'https://www.amazon.com/dp/B0XLJ5JGTE?tag=emberhold-20';

/** The site's tab goes to the background (the retailer's tab opened) or comes back to the front, as a browser says so. */
function tabBecomes(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

// The retailer's page is another tab in a browser; the test's document stays where it is.
const stayOnPage = (event: MouseEvent) => event.preventDefault();

function showPost(link = AMAZON) {
  stubApi()
    .on('GET /api/lists/featured', reply.ok({ featured: [] }))
    .on('GET /api/related/:id/1/', reply.ok({ posts: [] }))
    .on('GET /api/posts/:slug/', reply.ok({ post: aPost(5, { slug: 'dice-tower', title: 'Ember Dice Tower', link }) }));
  return renderInSite(<PostPage />, { url: '/dice-tower/', path: '/:slug' });
}

async function clickOut(user: ReturnType<typeof showPost>['user']) {
  await user.click(await screen.findByRole('link', { name: /^Buy / }));
  tabBecomes('hidden');
}

describe('the purchase notification', () => {
  beforeEach(() => document.addEventListener('click', stayOnPage));
  afterEach(() => {
    document.removeEventListener('click', stayOnPage);
    tabBecomes('visible');
  });

  it('asks "Found the one?" when the visitor comes back from the retailer, naming the gift and the shop, and says how the site earns', async () => {
    const { user } = showPost();
    await clickOut(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    tabBecomes('visible');
    const dialog = await screen.findByRole('dialog', { name: 'Found the one?' });
    expect(dialog).toHaveTextContent('You went to Amazon for Ember Dice Tower.');
    expect(dialog).toHaveTextContent('If you bought it, Amazon may pay us a small commission. It never changes your price.');
    // No invented social proof: nothing about what other people bought.
    expect(dialog).not.toHaveTextContent(/people|others|sold|bought this/i);
    expect(screen.getByRole('button', { name: 'Keep browsing' })).toHaveFocus();
  });

  it('shows once per click-out, closes with Keep browsing or Escape, and gives focus back to the buy button', async () => {
    const { user } = showPost();
    await clickOut(user);
    tabBecomes('visible');
    await user.click(await screen.findByRole('button', { name: 'Keep browsing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Buy on Amazon' })).toHaveFocus();
    // Coming back again without a new click-out: nothing.
    tabBecomes('hidden');
    tabBecomes('visible');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await clickOut(user);
    tabBecomes('visible');
    await screen.findByRole('dialog', { name: 'Found the one?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Buy on Amazon' })).toHaveFocus();
  });

  it('names another retailer by its host', async () => {
    const { user } = showPost('https://www.etsy.com/listing/123/dice-tower');
    await clickOut(user);
    tabBecomes('visible');
    const dialog = await screen.findByRole('dialog', { name: 'Found the one?' });
    expect(dialog).toHaveTextContent('You went to Etsy for Ember Dice Tower.');
    expect(dialog).toHaveTextContent('If you bought it, Etsy may pay us a small commission.');
  });

  it("stays away for good after Don't show this again (the disable_purchase_notification cookie)", async () => {
    const { user } = showPost();
    await clickOut(user);
    tabBecomes('visible');
    await user.click(await screen.findByRole('button', { name: "Don't show this again" }));
    expect(document.cookie).toContain('disable_purchase_notification=1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await clickOut(user);
    tabBecomes('visible');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never shows to a visitor who has the cookie already', async () => {
    document.cookie = 'disable_purchase_notification=1; path=/';
    const { user } = showPost();
    await clickOut(user);
    tabBecomes('visible');
    await screen.findByRole('link', { name: 'Buy on Amazon' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
