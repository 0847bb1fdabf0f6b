import { TrafficClassifier } from './traffic-classifier';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('sorting tracked traffic', () => {
  const classifier = new TrafficClassifier('10.0.0.0/8, 192.168.1.7, 2001:db8::/32');

  it('counts a browser from outside as a person', () => {
    expect(classifier.classify({ userAgent: CHROME, ip: '203.0.113.9', staff: false })).toBe('human');
  });

  it('keeps crawlers, headless browsers and scripts without a user agent apart as bots', () => {
    expect(classifier.classify({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', ip: '66.249.66.1', staff: false })).toBe('bot');
    expect(classifier.classify({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', ip: '203.0.113.9', staff: false })).toBe('bot');
    expect(classifier.classify({ userAgent: 'curl/8.5.0', ip: '203.0.113.9', staff: false })).toBe('bot');
    expect(classifier.classify({ userAgent: undefined, ip: '203.0.113.9', staff: false })).toBe('bot');
  });

  it('marks our own networks as internal, also over IPv6 and IPv4-mapped addresses', () => {
    expect(classifier.classify({ userAgent: CHROME, ip: '10.20.30.40', staff: false })).toBe('internal');
    expect(classifier.classify({ userAgent: CHROME, ip: '::ffff:10.1.2.3', staff: false })).toBe('internal');
    expect(classifier.classify({ userAgent: CHROME, ip: '192.168.1.7', staff: false })).toBe('internal');
    expect(classifier.classify({ userAgent: CHROME, ip: '192.168.1.8', staff: false })).toBe('human');
    expect(classifier.classify({ userAgent: CHROME, ip: '2001:db8::1', staff: false })).toBe('internal');
  });

  it('answers a user agent seen before as it did the first time, beyond the number it remembers', () => {
    const fresh = new TrafficClassifier(undefined);
    const crawler = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
    for (let round = 0; round < 2; round += 1) {
      expect(fresh.classify({ userAgent: CHROME, ip: '203.0.113.9', staff: false })).toBe('human');
      expect(fresh.classify({ userAgent: crawler, ip: '203.0.113.9', staff: false })).toBe('bot');
    }
    for (let n = 0; n < 2_100; n += 1) fresh.classify({ userAgent: `${CHROME} build/${n}`, ip: '203.0.113.9', staff: false });
    expect(fresh.classify({ userAgent: crawler, ip: '203.0.113.9', staff: false })).toBe('bot');
    expect(fresh.classify({ userAgent: CHROME, ip: '203.0.113.9', staff: true })).toBe('staff');
  });

  it('keeps staff apart from the people advertisers pay for', () => {
    expect(classifier.classify({ userAgent: CHROME, ip: '203.0.113.9', staff: true })).toBe('staff');
  });

  it('treats nothing as internal when no networks are configured', () => {
    expect(new TrafficClassifier(undefined).classify({ userAgent: CHROME, ip: '10.0.0.1', staff: false })).toBe('human');
  });
});
