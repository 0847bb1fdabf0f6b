import { SUBTAG_PATTERN } from '../../catalogue/catalogue.public';
import { subtagFor } from './subtag';
import { deviceOf, occurredAt, visitorCountry } from './visitor-context';

describe('subtags for affiliate links', () => {
  const site = 'https://gifts.example/popular/';

  it('names the channel a visit came from and stays the same for the session', () => {
    const search = subtagFor({ session: 'session-aaaa', referrer: 'https://www.google.co.uk/search?q=x', currentUrl: site });
    expect(search.subtag).toMatch(/^s[0-9a-f]{8}$/);
    expect(subtagFor({ session: 'session-aaaa', referrer: 'https://www.google.com/', currentUrl: site }).subtag).toBe(search.subtag);
    expect(subtagFor({ session: 'session-aaaa', referrer: '', currentUrl: site }).channel).toBe('d');
    expect(subtagFor({ session: 'session-aaaa', referrer: 'https://gifts.example/new/', currentUrl: site }).channel).toBe('i');
    expect(subtagFor({ session: 'session-aaaa', referrer: 'https://www.pinterest.com/pin/1', currentUrl: site }).channel).toBe('p');
    expect(subtagFor({ session: 'session-aaaa', referrer: 'https://t.co/abc', currentUrl: site }).channel).toBe('o');
    expect(subtagFor({ session: 'session-aaaa', referrer: 'https://blog.example.org/gifts', currentUrl: site }).channel).toBe('r');
  });

  it('differs between sessions and always fits the affiliate link pattern', () => {
    const a = subtagFor({ session: 'session-aaaa', referrer: '', currentUrl: site }).subtag;
    const b = subtagFor({ session: 'session-bbbb', referrer: '', currentUrl: site }).subtag;
    expect(a).not.toBe(b);
    expect(a).toMatch(SUBTAG_PATTERN);
  });
});

describe('who and where a tracked visitor is', () => {
  it('takes the country from a CDN header, then the country cookie, else us', () => {
    expect(visitorCountry({ 'cf-ipcountry': 'DE' }, 'gb')).toBe('de');
    expect(visitorCountry({ 'cf-ipcountry': 'XX' }, 'gb')).toBe('gb');
    expect(visitorCountry({}, 'not-a-country')).toBe('us');
  });

  it('tells phones, tablets and desktops apart by user agent', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131 Safari/537.36')).toBe('desktop');
    expect(deviceOf(undefined)).toBe('unknown');
  });

  it('uses the browser send time so a retried call keeps its time, unless that clock is implausible', () => {
    const received = new Date('2026-11-22T12:00:00Z');
    expect(occurredAt(received.getTime() - 30_000, received).toISOString()).toBe('2026-11-22T11:59:30.000Z');
    expect(occurredAt(received.getTime() + 60 * 60_000, received)).toBe(received);
    expect(occurredAt(received.getTime() - 3 * 24 * 60 * 60_000, received)).toBe(received);
    expect(occurredAt(undefined, received)).toBe(received);
  });
});
