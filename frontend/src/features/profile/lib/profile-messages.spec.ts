import { ApiError } from '../../../lib/api-client';
import { DETAILS_NOT_UPDATED, readProfileFailure } from './profile-messages';

const labels = { username: 'Username', email: 'Email', dob: 'Date of birth' };

describe('profile failures', () => {
  it("fall back to the spec's text when the request got no answer of the server's", () => {
    expect(readProfileFailure(new ApiError('network', 'x'), DETAILS_NOT_UPDATED, labels)).toEqual({ message: DETAILS_NOT_UPDATED, fieldMessages: {} });
    expect(readProfileFailure(new ApiError('http_error', 'x', 502), DETAILS_NOT_UPDATED, labels)).toEqual({ message: DETAILS_NOT_UPDATED, fieldMessages: {} });
    expect(readProfileFailure(new Error('boom'), DETAILS_NOT_UPDATED, labels).message).toBe(DETAILS_NOT_UPDATED);
  });

  it("put the server's field messages beside their fields without repeating them above", () => {
    const error = new ApiError('http_error', 'x', 400, 'dob: Please enter your date of birth as YYYY-MM-DD.', [{ field: 'dob', message: 'Please enter your date of birth as YYYY-MM-DD.' }]);
    expect(readProfileFailure(error, DETAILS_NOT_UPDATED, labels)).toEqual({ message: '', fieldMessages: { dob: 'Please enter your date of birth as YYYY-MM-DD.' } });
  });

  it('say a conflict above the form and beside the field, after its label', () => {
    const error = new ApiError('http_error', 'x', 409, 'That username is taken. Please choose another.', [{ field: 'username', message: 'is taken' }]);
    expect(readProfileFailure(error, DETAILS_NOT_UPDATED, labels)).toEqual({ message: 'That username is taken. Please choose another.', fieldMessages: { username: 'Username is taken' } });
  });
});
