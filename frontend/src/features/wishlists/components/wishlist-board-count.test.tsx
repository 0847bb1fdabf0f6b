import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WishlistSlot } from '../../../app/wishlist-slot';
import { reply, stubApi } from '../../../test/api';
import { aBoard, aPost } from '../../../test/fixtures';
import { logInAs, renderInSite } from '../../../test/render';
import { useSavedStore } from '../stores/saved.store';
import { WishlistBoardPage } from './wishlist-pages';

const OWNER = { user_id: 7, username: 'ashen_keeper', profile_image: '/media/default.png' };
const savedAd = (id: number, title: string) => ({
  id, ad_id: id, type: 'ad', title, content: '', link: `https://maker.example/${id}`, image: `/media/ads/${id}.webp`, price: 54, currency: 'USD', saved: true, wishlist_id: 12,
});
const savedPost = (id: number) => ({ ...aPost(id), saved: true, comment: '', wishlist_id: 12 });

function showBoard(posts: number, ads: number, count: number) {
  stubApi()
    .on('POST /api/user/wishlist', reply.ok({ posts: [] }))
    .on('POST /api/user/ad_wishlist', reply.ok({ ads: [] }))
    .on(
      'GET /api/user/wishlist/7/list/12/page/1/',
      reply.ok({
        user: OWNER,
        wishlist: aBoard(12, 'Things I Want', { count }),
        posts: Array.from({ length: posts }, (_, i) => savedPost(i + 1)),
        ads: Array.from({ length: ads }, (_, i) => savedAd(100 + i, `Tavern Dice Tower ${i + 1}`)),
        page: 1,
      }),
    );
  return renderInSite(
    <WishlistSlot>
      <WishlistBoardPage />
    </WishlistSlot>,
    { url: '/wishlist/7/list/12', path: '/wishlist/:userId/list/:wishlistId' },
  );
}

beforeEach(() => {
  logInAs();
  useSavedStore.getState().forget();
});

describe('the count of gifts on a board', () => {
  it('counts every card the board shows, its sponsored items too', async () => {
    showBoard(1, 1, 2);
    await screen.findByRole('heading', { level: 1, name: 'Things I Want' });
    const cards = document.querySelectorAll('[data-wishlist-item], [data-wishlist-ad]');
    expect(cards).toHaveLength(2);
    expect(screen.getByText('2 gifts')).toBeInTheDocument();
  });

  it('pages by the posts alone: sponsored items on the first page do not make an empty second one', async () => {
    showBoard(24, 2, 26);
    await screen.findByRole('heading', { level: 1, name: 'Things I Want' });
    expect(screen.getByText('26 gifts')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
  });
});
