import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { held, reply, stubApi } from '../../../test/api';
import { renderInSite, TEST_USER } from '../../../test/render';
import { useAuthStore } from '../stores/auth.store';
import { ForgotPasswordForm, LoginForm, RegisterForm, ResetPasswordForm } from './account-forms';

const WRONG_PASSWORD = 'Your username or password was incorrect.';

beforeEach(() => {
  useAuthStore.setState({ status: 'logged-out', user: null, access: false, editor: false, advertiser: false, authFinished: true });
});

async function fillLogin(user: ReturnType<typeof renderInSite>['user']) {
  await user.type(screen.getByLabelText('Username or email'), 'ashen_keeper');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
}

describe('LoginForm', () => {
  it("says the server's words above the form and moves focus there when the login is refused", async () => {
    const api = stubApi().on('POST /api/user/login', reply.error(401, WRONG_PASSWORD));
    const { user } = renderInSite(<LoginForm onSuccess={vi.fn()} />);
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByText(WRONG_PASSWORD);
    expect(alert).toHaveFocus();
    expect(api.calls('POST /api/user/login')[0]?.form().get('username')).toBe('ashen_keeper');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('turns its button off while the login is on its way, and a second submit sends nothing more', async () => {
    const answer = held();
    const api = stubApi().on('POST /api/user/login', () => answer.response);
    const onSuccess = vi.fn();
    const { user } = renderInSite(<LoginForm onSuccess={onSuccess} />);
    await fillLogin(user);
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    expect(api.calls('POST /api/user/login')).toHaveLength(1);
    answer.release(reply.ok({ user: TEST_USER }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('holds the user in the auth store before it moves on', async () => {
    stubApi().on('POST /api/user/login', reply.ok({ user: TEST_USER, csrf_token: 'token' }));
    const statusWhenDone = vi.fn();
    const { user } = renderInSite(<LoginForm onSuccess={() => statusWhenDone(useAuthStore.getState().status, useAuthStore.getState().user?.username)} />);
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(statusWhenDone).toHaveBeenCalledWith('logged-in', 'ashen_keeper'));
  });

  it('asks who is logged in when the answer does not say, and moves on once it knows', async () => {
    const api = stubApi()
      .on('POST /api/user/login', reply.ok({}))
      .on('GET /api/user/me', reply.ok({ user: TEST_USER }));
    const statusWhenDone = vi.fn();
    const { user } = renderInSite(<LoginForm onSuccess={() => statusWhenDone(useAuthStore.getState().status)} />);
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(statusWhenDone).toHaveBeenCalledWith('logged-in'));
    expect(api.calls('GET /api/user/me')).toHaveLength(1);
  });

  it("says 'You could not be logged in' when the request itself fails, its button off while sending and on again after", async () => {
    const answer = held();
    stubApi().on('POST /api/user/login', () => answer.response.then(() => reply.networkFailure()));
    const { user } = renderInSite(<LoginForm onSuccess={vi.fn()} />);
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();

    answer.release(reply.ok());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You could not be logged in'));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(useAuthStore.getState().status).toBe('logged-out');
  });
});

describe('RegisterForm', () => {
  it("puts the server's message beside the field it names, marks it and focuses it", async () => {
    stubApi().on('POST /api/user/register', reply.error(409, 'email: is already registered', [{ field: 'email', message: 'is already registered' }]));
    const { user } = renderInSite(<RegisterForm onSuccess={vi.fn()} />);
    await user.type(screen.getByLabelText('Username'), 'ashen_keeper');
    await user.type(screen.getByLabelText('Email'), 'keeper@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Email is already registered');
    expect(email).toHaveFocus();
    // The summary only repeats the field's message, so it is left out.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("says 'Register did not work' when the request itself fails", async () => {
    stubApi().on('POST /api/user/register', () => reply.networkFailure());
    const { user } = renderInSite(<RegisterForm onSuccess={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Register did not work')).toBeInTheDocument();
  });
});

describe('ResetPasswordForm', () => {
  it('refuses two different passwords beside the confirmation, before anything is sent', async () => {
    const api = stubApi();
    const { user } = renderInSite(<ResetPasswordForm resetCode="abc" onSuccess={vi.fn()} onLinkRefused={vi.fn()} />);
    await user.type(screen.getByLabelText('New password'), 'first password');
    await user.type(screen.getByLabelText('Confirm new password'), 'other password');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));

    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(document.querySelector('[data-field-error="password_confirm"]')).toHaveTextContent(/^The passwords do not match$/);
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(api.calls()).toHaveLength(0);
  });

  it('hands a refused link to the page instead of the form', async () => {
    const refusal = 'Your password could not be changed. This reset link has expired.';
    stubApi().on('POST /api/user/reset', reply.error(400, refusal, [{ field: 'reset_code', message: 'has expired' }]));
    const onLinkRefused = vi.fn();
    const { user } = renderInSite(<ResetPasswordForm resetCode="abc" onSuccess={vi.fn()} onLinkRefused={onLinkRefused} />);
    await user.type(screen.getByLabelText('New password'), 'new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new password');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    await waitFor(() => expect(onLinkRefused).toHaveBeenCalledWith(refusal));
  });
});

describe('ForgotPasswordForm', () => {
  it("hands on the server's confirmation with the address it went to", async () => {
    const api = stubApi().on('POST /api/user/forgot', reply.ok({}, 'We sent you an email with a link to choose a new password.'));
    const onSent = vi.fn();
    const { user } = renderInSite(<ForgotPasswordForm onSent={onSent} />);
    await user.type(screen.getByLabelText('Email'), 'keeper@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('We sent you an email with a link to choose a new password.', 'keeper@example.com'));
    expect(api.calls('POST /api/user/forgot')[0]?.form().get('email')).toBe('keeper@example.com');
  });
});
