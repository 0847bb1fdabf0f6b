import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WishlistSlot } from '../../../app/wishlist-slot';
import { reply, stubApi } from '../../../test/api';
import { aBoard, aPost } from '../../../test/fixtures';
import { logInAs, renderInSite } from '../../../test/render';
import { useSavedStore } from '../stores/saved.store';
import { useWishlistModalStore } from '../stores/wishlist-modal.store';
import { PostSaveButton } from './save-button';

const OWNER = { user_id: 7, username: 'ashen_keeper', profile_image: '/media/default.png' };

function stubWishlists() {
  return stubApi()
    .on('POST /api/user/wishlist', reply.ok({ posts: [] }))
    .on('GET /api/user/wishlist/7', reply.ok({ user: OWNER, wishlists: [aBoard(12, 'Birthday'), aBoard(11, 'Solstice')] }));
}

/** A gift card's Save button where the app puts it: inside the wishlists' slot, which also holds their modals. */
async function openFromSave() {
  const view = renderInSite(
    <WishlistSlot>
      <PostSaveButton post={aPost(5, { title: 'Hearthstone mug' })} placement="card" />
    </WishlistSlot>,
  );
  const save = await screen.findByRole('button', { name: 'Save: Hearthstone mug' });
  await view.user.click(save);
  const dialog = await screen.findByRole('dialog', { name: 'Save to a board' });
  return { ...view, save, dialog };
}

const layer = () => document.querySelector('[data-wishlist-modal]');

beforeEach(() => {
  logInAs();
  useSavedStore.getState().forget();
  useWishlistModalStore.setState({ modal: null, open: false, mounted: false, opener: null });
});

describe('the choose-board modal', () => {
  it('opens from Save with the newest board picked', async () => {
    stubWishlists();
    const { dialog } = await openFromSave();
    expect(await within(dialog).findByRole('radio', { name: /Birthday/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Solstice/ })).not.toBeChecked();
  });

  it('closes on Escape and gives focus back to Save', async () => {
    stubWishlists();
    const { user, save } = await openFromSave();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(layer()).not.toBeInTheDocument());
    expect(save).toHaveFocus();
  });

  it('closes on Cancel without saving anything', async () => {
    const api = stubWishlists();
    const { user, dialog } = await openFromSave();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(layer()).not.toBeInTheDocument());
    expect(api.calls('POST /api/user/wishlist/add')).toHaveLength(0);
  });

  it('saves to the chosen board with the comment, closes, and the card reads Saved', async () => {
    const api = stubWishlists().on('POST /api/user/wishlist/add', reply.ok({}));
    const { user, dialog } = await openFromSave();
    // The radio itself is hidden under its row, which takes the click.
    await user.click(await within(dialog).findByText('Solstice'));
    expect(within(dialog).getByRole('radio', { name: /Solstice/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'For Maren');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(layer()).not.toBeInTheDocument());
    expect(api.calls('POST /api/user/wishlist/add')[0]?.json()).toEqual({ post_id: 5, wishlist_id: 11, comment: 'For Maren' });
    expect(await screen.findByRole('button', { name: 'Saved: Hearthstone mug' })).toBeInTheDocument();
  });

  it("says the server's words when the save is refused, and stays open", async () => {
    stubWishlists().on('POST /api/user/wishlist/add', reply.error(400, 'This gift is already on that board.'));
    const { user, dialog } = await openFromSave();
    await within(dialog).findByRole('radio', { name: /Birthday/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This gift is already on that board.');
    expect(layer()).toHaveAttribute('data-wishlist-modal', 'open');
  });

  it('asks for a name before it makes a new board', async () => {
    const api = stubWishlists();
    const { user, dialog } = await openFromSave();
    await user.click(await within(dialog).findByRole('button', { name: 'New board' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
    expect(await within(dialog).findByText('Please enter a name for your board')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Board name')).toHaveFocus();
    expect(api.calls('POST /api/user/wishlist/save-new-board')).toHaveLength(0);
  });
});
