import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WishlistSlot } from '../../../app/wishlist-slot';
import { held, reply, stubApi } from '../../../test/api';
import { aPost } from '../../../test/fixtures';
import { authUnknown, logInAs, logOut, renderInSite } from '../../../test/render';
import { useSavedStore } from '../stores/saved.store';
import { PostSaveButton } from './save-button';

function renderCardSave() {
  renderInSite(
    <WishlistSlot>
      <PostSaveButton post={aPost(5, { title: 'Hearthstone mug' })} placement="card" />
    </WishlistSlot>,
  );
  return () => document.querySelector('[data-save-post="5"]');
}

beforeEach(() => {
  useSavedStore.getState().forget();
});

describe("a card's Save", () => {
  it('claims nothing about the flag until the reader is known and looked up, then shows what the lookup said', async () => {
    authUnknown();
    const lookup = held();
    const api = stubApi().on('POST /api/user/wishlist', () => lookup.response);
    const button = renderCardSave();
    expect(button()).not.toHaveAttribute('data-saved');
    expect(button()).toHaveTextContent('Save');

    act(() => void logInAs({ user_id: 7 }));
    await screen.findByRole('button', { name: 'Save: Hearthstone mug' });
    expect(api.calls('POST /api/user/wishlist')).toHaveLength(1);
    expect(button()).not.toHaveAttribute('data-saved');

    await act(async () => lookup.release(reply.ok({ posts: [{ post_id: 5 }] })));
    expect(await screen.findByRole('button', { name: 'Saved: Hearthstone mug' })).toHaveAttribute('data-saved', 'true');
  });

  it('says not saved for a logged-out visitor at once, without a lookup', async () => {
    logOut();
    const api = stubApi();
    const button = renderCardSave();
    expect(button()).toHaveAttribute('data-saved', 'false');
    expect(api.calls()).toHaveLength(0);
  });

  it('says not saved once the lookup finds the post on no board', async () => {
    logInAs({ user_id: 7 });
    stubApi().on('POST /api/user/wishlist', reply.ok({ posts: [] }));
    const button = renderCardSave();
    await screen.findByRole('button', { name: 'Save: Hearthstone mug' });
    await expect.poll(() => button()?.getAttribute('data-saved')).toBe('false');
  });
});
