import type { ProfileDto } from '@emberhold/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { held, reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { DeleteAccountSection } from './delete-account-section';
import { ProfilePage } from './profile-page';

const PROFILE: ProfileDto = {
  user_id: 7,
  username: 'ashen_keeper',
  email: 'keeper@example.com',
  dob: null,
  profile_image: '/media/default-portrait.png',
  has_profile_image: false,
};

function openProfile() {
  const onAccountChanged = vi.fn();
  const view = renderInSite(<ProfilePage userId={7} onAccountChanged={onAccountChanged} />, { url: '/profile/' });
  return { ...view, onAccountChanged };
}

/** jsdom decodes and draws no images: a chosen file reads as a 600 × 600 image, and a crop encodes as a small WebP. */
function imagesWork() {
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(600);
  HTMLImageElement.prototype.decode = () => Promise.resolve();
  URL.createObjectURL = () => 'blob:portrait';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: () => undefined } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/webp;base64,UklGRg==');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the profile page', () => {
  it("says 'Your profile could not be loaded', and Try again loads it", async () => {
    const api = stubApi().on('GET /api/user/profile', reply.error(500, 'Down for a moment.'));
    const { user } = openProfile();
    expect(await screen.findByRole('heading', { name: 'Your profile could not be loaded' })).toBeInTheDocument();

    api.on('GET /api/user/profile', reply.ok({ profile: PROFILE }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Logged in as ashen_keeper. Change how you appear and how we reach you.')).toBeInTheDocument();
  });

  it("saves the details, says the server's confirmation, and the page shows the new name at once", async () => {
    const api = stubApi()
      .on('GET /api/user/profile', reply.ok({ profile: PROFILE }))
      .on('POST /api/user/profile', reply.ok({ profile: { ...PROFILE, username: 'ember_keeper' } }, 'Your details have been updated.'));
    const { user, onAccountChanged } = openProfile();
    const username = await screen.findByLabelText('Username');
    const reads = api.calls('GET /api/user/profile').length;
    await user.clear(username);
    await user.type(username, 'ember_keeper');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your details have been updated.');
    expect(screen.getByText(/Logged in as ember_keeper\./)).toBeInTheDocument();
    expect(onAccountChanged).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(api.calls('POST /api/user/profile')[0]?.form() as URLSearchParams)).toEqual({ username: 'ember_keeper', email: 'keeper@example.com', dob: '' });
    // The answer was enough: the profile is not asked for again.
    expect(api.calls('GET /api/user/profile')).toHaveLength(reads);
  });

  it('turns Save details off while the details are on their way, and a second submit sends nothing more', async () => {
    const answer = held();
    const api = stubApi()
      .on('GET /api/user/profile', reply.ok({ profile: PROFILE }))
      .on('POST /api/user/profile', () => answer.response);
    openProfile();
    const form = (await screen.findByRole('button', { name: 'Save details' })).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(api.calls('POST /api/user/profile')).toHaveLength(1);
    answer.release(reply.error(500, 'Try later.'));
    expect(await screen.findByRole('button', { name: 'Save details' })).toBeEnabled();
  });

  it('says a taken username beside its field, after its label, and focuses it', async () => {
    stubApi()
      .on('GET /api/user/profile', reply.ok({ profile: PROFILE }))
      .on('POST /api/user/profile', reply.error(409, 'username: is taken', [{ field: 'username', message: 'is taken' }]));
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Save details' }));

    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription(/Username is taken/);
    expect(username).toHaveFocus();
  });

  it("says 'Your details could not be updated.' when the request itself fails", async () => {
    stubApi()
      .on('GET /api/user/profile', reply.ok({ profile: PROFILE }))
      .on('POST /api/user/profile', () => reply.networkFailure());
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details could not be updated.')).toHaveFocus();
  });

  it('asks to accept the terms before a portrait is sent, then saves it', async () => {
    imagesWork();
    const api = stubApi()
      .on('GET /api/user/profile', reply.ok({ profile: PROFILE }))
      .on('POST /api/user/profile/upload-profile-image', reply.ok({ profile: { ...PROFILE, profile_image: '/media/portraits/7.webp', has_profile_image: true } }));
    const { user } = openProfile();
    await user.upload(await screen.findByLabelText('Choose an image'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Save image' }));

    expect(await screen.findByText('Please accept the terms')).toBeInTheDocument();
    expect(document.querySelector('[data-portrait-error]')).toHaveTextContent('Please accept the terms');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(api.calls('POST /api/user/profile/upload-profile-image')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Save image' }));
    expect(await screen.findByText('Your new image has been saved.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your portrait' })).toHaveAttribute('src', '/media/portraits/7.webp');
    expect(api.calls('POST /api/user/profile/upload-profile-image')[0]?.json()).toEqual({ profile_image: 'data:image/webp;base64,UklGRg==', accept_terms: true });
  });
});

describe('deleting the account', () => {
  it("says the server's refusal beside the password and keeps the dialog open", async () => {
    stubApi().on('POST /api/user/delete', reply.error(400, 'Your password was incorrect.'));
    const release = vi.fn();
    const holdLoginWatch = vi.fn(() => release);
    const { user } = renderInSite(<DeleteAccountSection reload={vi.fn()} holdLoginWatch={holdLoginWatch} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('Your password was incorrect.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your password')).toHaveFocus();
    // The login watch was held while the deletion was on its way, and let go once it failed.
    expect([holdLoginWatch.mock.calls.length, release.mock.calls.length]).toEqual([1, 1]);
  });

  it('says the account is gone, cannot be dismissed, and reloads after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi().on('POST /api/user/delete', reply.ok({}, 'Your account has been deleted.'));
    const reload = vi.fn();
    const release = vi.fn();
    const holdLoginWatch = vi.fn(() => release);
    renderInSite(<DeleteAccountSection reload={reload} holdLoginWatch={holdLoginWatch} />);
    const picker = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await picker.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await picker.type(within(dialog).getByLabelText('Your password'), 'correct horse');
    await picker.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const done = await screen.findByRole('dialog', { name: 'Account deleted' });
    expect(within(done).getByText('Your account has been deleted.')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/user/delete')[0]?.json()).toEqual({ password: 'correct horse' });
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(reload).toHaveBeenCalledTimes(1);
    // The session ended on purpose: the login watch stays held until the page reloads, so it never goes to log in.
    expect([holdLoginWatch.mock.calls.length, release.mock.calls.length]).toEqual([1, 0]);
  });
});
