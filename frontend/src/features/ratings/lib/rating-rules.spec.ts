import { ApiError } from '../../../lib/api-client';
import { needsLogin, rateFailureMessage, shownAggregate, starClickAction } from './rating-rules';

describe('a click on a star', () => {
  it('sends a rating only for a logged-in user, and queues one chosen while another is on its way', () => {
    expect(starClickAction('logged-in', false)).toBe('rate');
    expect(starClickAction('logged-in', true)).toBe('queue');
  });

  it('asks a visitor to log in or register, and waits while the user-info call has not answered', () => {
    expect(starClickAction('logged-out', false)).toBe('ask-to-log-in');
    expect(starClickAction('logged-out', true)).toBe('ask-to-log-in');
    expect(starClickAction('unknown', false)).toBe('ignore');
  });
});

describe('a failed rating', () => {
  it("shows the server's words when it sent some, else asks to try again", () => {
    const refused = new ApiError('http_error', 'Post not found', 404, 'Post not found');
    expect(rateFailureMessage(refused)).toBe('Post not found');
    expect(rateFailureMessage(new ApiError('network', 'The request could not be sent'))).toBe('Your rating could not be saved. Please try again.');
    expect(rateFailureMessage(new Error('boom'))).toBe('Your rating could not be saved. Please try again.');
  });

  it('asks to log in again only when the session has ended (401)', () => {
    expect(needsLogin(new ApiError('http_error', 'Please register or log into your account first', 401, 'Please register or log into your account first'))).toBe(true);
    expect(needsLogin(new ApiError('http_error', 'Forbidden', 403))).toBe(false);
    expect(needsLogin(new Error('offline'))).toBe(false);
  });
});

describe('the figure shown', () => {
  it("is the page's until the rater's own call answers, then the answer's", () => {
    expect(shownAggregate({ rating: 4.2, rating_count: 10 }, undefined)).toEqual({ rating: 4.2, rating_count: 10 });
    expect(shownAggregate({ rating: 4.2, rating_count: 10 }, { rating: 4.3, rating_count: 11 })).toEqual({ rating: 4.3, rating_count: 11 });
  });

  it('shows no count where the page shows none (gift guides and blog posts)', () => {
    expect(shownAggregate({ rating: 3, rating_count: undefined }, { rating: 3.5, rating_count: 2 })).toEqual({ rating: 3.5, rating_count: undefined });
  });
});
