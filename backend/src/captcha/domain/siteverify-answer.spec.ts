import { readSiteverifyAnswer } from './siteverify-answer';

const ourHost = (hostname: string) => hostname === 'gifts.example';

describe('reading the captcha provider\'s verification answer', () => {
  it('passes a successful answer given on the site, or with no host named', () => {
    expect(readSiteverifyAnswer({ success: true, challenge_ts: '2026-11-27T12:00:00Z', hostname: 'gifts.example' }, ourHost)).toEqual({ kind: 'passed' });
    expect(readSiteverifyAnswer({ success: true, challenge_ts: '2026-11-27T12:00:00Z' }, ourHost)).toEqual({ kind: 'passed' });
  });

  it('refuses a successful answer solved on another site', () => {
    expect(readSiteverifyAnswer({ success: true, hostname: 'elsewhere.example' }, ourHost)).toEqual({ kind: 'rejected', reason: 'solved on another host (elsewhere.example)' });
  });

  it('refuses the visitor\'s answer when the provider does (forged, reused, expired)', () => {
    expect(readSiteverifyAnswer({ success: false, 'error-codes': ['invalid-input-response'] }, ourHost)).toEqual({ kind: 'rejected', reason: 'invalid-input-response' });
    expect(readSiteverifyAnswer({ success: false, 'error-codes': ['timeout-or-duplicate'] }, ourHost)).toEqual({ kind: 'rejected', reason: 'timeout-or-duplicate' });
  });

  it('never takes anything but success: true as a pass', () => {
    expect(readSiteverifyAnswer({ success: 'true', hostname: 'gifts.example' }, ourHost).kind).toBe('rejected');
    expect(readSiteverifyAnswer({}, ourHost)).toEqual({ kind: 'rejected', reason: 'not successful' });
  });

  it('tells the site\'s own mistakes (a wrong secret, a malformed request) from the visitor\'s', () => {
    expect(readSiteverifyAnswer({ success: false, 'error-codes': ['invalid-input-secret'] }, ourHost)).toEqual({ kind: 'misconfigured', reason: 'invalid-input-secret' });
    expect(readSiteverifyAnswer({ success: false, 'error-codes': ['invalid-input-response', 'missing-input-secret'] }, ourHost)).toEqual({ kind: 'misconfigured', reason: 'missing-input-secret' });
    expect(readSiteverifyAnswer({ success: false, 'error-codes': ['bad-request'] }, ourHost).kind).toBe('misconfigured');
  });
});
