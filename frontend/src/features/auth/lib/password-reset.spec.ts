import { ApiError } from '../../../lib/api-client';
import { checkNewPassword, readForgotFailure, readResetFailure } from './password-reset';

const serverError = (status: number, message: string, fields: { field: string; message: string }[] = []) =>
  new ApiError(status === 404 ? 'not_found' : 'http_error', message, status, message, fields);

describe('what a failed request for a reset link shows', () => {
  it('says an unknown email above the form and marks the field, so focus goes back to it', () => {
    expect(readForgotFailure(serverError(404, 'We could not find a user with that email.'))).toEqual({
      message: 'We could not find a user with that email.',
      fieldMessages: {},
      invalid: ['email'],
    });
  });

  it('puts a malformed email beside the field, without repeating it above', () => {
    const failure = readForgotFailure(serverError(400, 'email: Please enter a valid email address.', [{ field: 'email', message: 'Please enter a valid email address.' }]));
    expect(failure).toEqual({ message: null, fieldMessages: { email: 'Please enter a valid email address.' }, invalid: ['email'] });
  });

  it("shows the server's refusals as they came (too many attempts, the mail not sent)", () => {
    expect(readForgotFailure(serverError(429, 'Too many attempts. Please wait a few minutes and try again.'))).toEqual({
      message: 'Too many attempts. Please wait a few minutes and try again.',
      fieldMessages: {},
      invalid: [],
    });
    expect(readForgotFailure(serverError(503, 'We could not send the email just now. Please try again in a moment.')).message).toBe(
      'We could not send the email just now. Please try again in a moment.',
    );
  });

  it('says the mail could not be sent when the request itself failed', () => {
    const expected = { message: 'We could not send the email just now. Please try again in a moment.', fieldMessages: {}, invalid: [] };
    expect(readForgotFailure(new ApiError('network', 'The request could not be sent'))).toEqual(expected);
    expect(readForgotFailure(new ApiError('http_error', 'Request failed (502)', 502))).toEqual(expected);
    expect(readForgotFailure(new TypeError('Failed to fetch'))).toEqual(expected);
  });
});

describe('what a failed password reset shows', () => {
  it('gives up on the link, in the server’s words, when it expired or was used', () => {
    const message = 'Your password could not be changed. This reset link has expired or was already used; please ask for a new one.';
    expect(readResetFailure(serverError(400, message, [{ field: 'reset_code', message: 'has expired or was already used' }]))).toEqual({ kind: 'link', message });
    // The same refusal without its field list.
    expect(readResetFailure(serverError(400, message))).toEqual({ kind: 'link', message });
  });

  it("starts a refused code's message with the spec text when the server's summary does not", () => {
    expect(readResetFailure(serverError(400, 'reset_code: The reset link is incomplete.', [{ field: 'reset_code', message: 'The reset link is incomplete.' }]))).toEqual({
      kind: 'link',
      message: 'Your password could not be changed. The reset link is incomplete.',
    });
    expect(readResetFailure(serverError(400, 'reset_code: is unknown', [{ field: 'reset_code', message: 'is unknown' }]))).toEqual({
      kind: 'link',
      message: 'Your password could not be changed. This reset link is unknown.',
    });
  });

  it('puts a refused password beside the new-password field', () => {
    const failure = readResetFailure(serverError(400, 'password: Your password needs at least 8 characters.', [{ field: 'password', message: 'Your password needs at least 8 characters.' }]));
    expect(failure).toEqual({
      kind: 'form',
      failure: { message: null, fieldMessages: { password: 'Your password needs at least 8 characters.' }, invalid: ['password'] },
    });
  });

  it('says the spec text when the request itself failed', () => {
    expect(readResetFailure(new ApiError('network', 'The request could not be sent'))).toEqual({
      kind: 'form',
      failure: { message: 'Your password could not be changed.', fieldMessages: {}, invalid: [] },
    });
    expect(readResetFailure(new ApiError('bad_response', 'The server sent an unexpected response', 200))).toMatchObject({
      failure: { message: 'Your password could not be changed.' },
    });
  });

  it('shows other refusals above the form', () => {
    expect(readResetFailure(serverError(429, 'Too many attempts. Please wait a few minutes and try again.'))).toEqual({
      kind: 'form',
      failure: { message: 'Too many attempts. Please wait a few minutes and try again.', fieldMessages: {}, invalid: [] },
    });
  });
});

describe('the new password typed twice', () => {
  it('passes when both fields match, whatever their length (the server judges that)', () => {
    expect(checkNewPassword({ password: 'a-new-secret', password_confirm: 'a-new-secret' })).toBeNull();
    expect(checkNewPassword({ password: '', password_confirm: '' })).toBeNull();
  });

  it('says "The passwords do not match" beside the confirmation and marks it', () => {
    expect(checkNewPassword({ password: 'a-new-secret', password_confirm: 'a-new-secreT' })).toEqual({
      message: null,
      fieldMessages: { password_confirm: 'The passwords do not match' },
      invalid: ['password_confirm'],
    });
    expect(checkNewPassword({ password: 'a-new-secret', password_confirm: '' })?.invalid).toEqual(['password_confirm']);
  });
});
