import { furthestStep } from './dropoff-derivation.service';

describe("a dropoff's last step", () => {
  it('is the furthest step the funnel reached, whatever order its facts came in', () => {
    expect(furthestStep(['creative_saved', 'started', 'email_left'])).toBe('creative_saved');
    expect(furthestStep(['started', 'payment_started', 'advertiser_activated', 'payment_failed'])).toBe('payment_failed');
    expect(furthestStep(['email_left'])).toBe('email_left');
  });

  it('ignores a step it does not know', () => {
    expect(furthestStep(['started', 'teleported', 'constructor'])).toBe('started');
  });
});
