import { SUBTAG_PATTERN } from '../../catalogue/catalogue.public';
import { subtagFor } from './subtag';

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
