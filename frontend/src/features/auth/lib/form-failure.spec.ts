import { ApiError } from '../../../lib/api-client';
import { readFormFailure } from './form-failure';

const LOGIN = { transportMessage: 'You could not be logged in', labels: { username: 'Username or email', password: 'Password' } };
const REGISTER = {
  transportMessage: 'Register did not work',
  labels: { username: 'Username', email: 'Email', password: 'Password', dob: 'Date of birth' },
};

const serverError = (status: number, message: string, fields: { field: string; message: string }[] = []) =>
  new ApiError(status === 200 ? 'api_error' : 'http_error', message, status, message, fields);

describe('what a failed login or registration shows', () => {
  it("shows the server's answer to wrong credentials above the form", () => {
    expect(readFormFailure(serverError(401, 'Your username or password was incorrect.'), LOGIN)).toEqual({
      message: 'Your username or password was incorrect.',
      fieldMessages: {},
      invalid: [],
    });
  });

  it('shows the spec text when the request itself failed or the answer was not one of the server’s', () => {
    expect(readFormFailure(new ApiError('network', 'The request could not be sent'), LOGIN).message).toBe('You could not be logged in');
    expect(readFormFailure(new ApiError('http_error', 'Request failed (502)', 502), REGISTER).message).toBe('Register did not work');
    expect(readFormFailure(new ApiError('bad_response', 'The server sent an unexpected response', 200), REGISTER).message).toBe('Register did not work');
    expect(readFormFailure(new TypeError('Failed to fetch'), LOGIN)).toEqual({ message: 'You could not be logged in', fieldMessages: {}, invalid: [] });
  });

  it('puts each field problem beside its field, in form order, without repeating it above the form', () => {
    const failure = readFormFailure(
      serverError(400, 'username: Please choose a username of 3 to 30 letters, digits, _ or -.', [
        { field: 'username', message: 'Please choose a username of 3 to 30 letters, digits, _ or -.' },
        { field: 'password', message: 'Your password needs at least 8 characters.' },
        { field: 'email', message: 'Please enter a valid email address.' },
      ]),
      REGISTER,
    );
    expect(failure).toEqual({
      message: null,
      fieldMessages: {
        username: 'Please choose a username of 3 to 30 letters, digits, _ or -.',
        email: 'Please enter a valid email address.',
        password: 'Your password needs at least 8 characters.',
      },
      invalid: ['username', 'email', 'password'],
    });
  });

  it("keeps the server's summary when it says more than the field, and names the field in a bare message", () => {
    const failure = readFormFailure(
      serverError(409, 'An account with that email address already exists. Please log in instead.', [{ field: 'email', message: 'is already registered' }]),
      REGISTER,
    );
    expect(failure).toEqual({
      message: 'An account with that email address already exists. Please log in instead.',
      fieldMessages: { email: 'Email is already registered' },
      invalid: ['email'],
    });
  });

  it('says a message several fields share once, above the form, and marks each of them', () => {
    const both = 'Please enter your username or email and your password.';
    const failure = readFormFailure(
      serverError(400, `username: ${both}`, [
        { field: 'username', message: both },
        { field: 'password', message: both },
      ]),
      LOGIN,
    );
    expect(failure).toEqual({ message: both, fieldMessages: {}, invalid: ['username', 'password'] });
  });

  it('leaves fields the form does not have to the summary', () => {
    const failure = readFormFailure(serverError(400, '(body): Expected object', [{ field: '(body)', message: 'Expected object' }]), LOGIN);
    expect(failure).toEqual({ message: '(body): Expected object', fieldMessages: {}, invalid: [] });
  });

  it('shows a refusal without fields as it came (too many attempts, an out-of-date page)', () => {
    expect(readFormFailure(serverError(429, 'Too many attempts. Please wait a few minutes and try again.'), REGISTER).message).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});
