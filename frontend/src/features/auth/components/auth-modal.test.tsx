import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthModalSlot } from '../../../app/auth-modal-slot';
import { openAuthModal, useAuthModalStore } from '../../../lib/auth-modal';
import { reply, stubApi } from '../../../test/api';
import { renderInSite, TEST_USER } from '../../../test/render';
import { useAuthStore } from '../stores/auth.store';

/** A page with a trigger, and the modal's slot as the app layout mounts it. */
function Page() {
  return (
    <>
      <h1>Gifts for fans</h1>
      <button type="button" onClick={() => openAuthModal('login')}>
        Log in
      </button>
      <AuthModalSlot />
    </>
  );
}

async function openModal() {
  const view = renderInSite(<Page />, { url: '/gifts-for-him/' });
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...view, dialog };
}

const layer = () => document.querySelector('[data-auth-modal]');

beforeEach(() => {
  useAuthStore.setState({ status: 'logged-out', user: null, access: false, editor: false, advertiser: false, authFinished: true });
  useAuthModalStore.setState({ view: 'login', open: false, mounted: false, opener: null, returnFocus: true });
});

describe('the login/register modal', () => {
  it('opens with focus on its first field and the page behind out of reach', async () => {
    const { dialog } = await openModal();
    await waitFor(() => expect(screen.getByLabelText('Username or email')).toHaveFocus());
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.getElementById('root')).toHaveAttribute('inert');
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(layer()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    expect(document.getElementById('root')).not.toHaveAttribute('inert');
  });

  it('closes on a click on the backdrop', async () => {
    const { user } = await openModal();
    await user.click(layer()?.firstElementChild as HTMLElement);
    await waitFor(() => expect(layer()).not.toBeInTheDocument());
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openModal();
    await waitFor(() => expect(screen.getByLabelText('Username or email')).toHaveFocus());
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('switches to the registration form and back', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const register = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(within(register).getByLabelText('Date of birth (optional)')).toBeInTheDocument();
    await user.click(within(register).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('logs in and closes, leaving the visitor on their page', async () => {
    stubApi().on('POST /api/user/login', reply.ok({ user: TEST_USER }));
    const { user, router, dialog } = await openModal();
    await user.type(screen.getByLabelText('Username or email'), 'ashen_keeper');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(layer()).not.toBeInTheDocument());
    expect(useAuthStore.getState().status).toBe('logged-in');
    expect(router.state.location.pathname).toBe('/gifts-for-him/');
  });
});
