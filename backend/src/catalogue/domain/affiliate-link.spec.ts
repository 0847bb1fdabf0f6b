import { affiliateLink, CA_AFFILIATE_TAG, isAmazonLink, regionalBannerLink, UK_AFFILIATE_TAG } from './affiliate-link';

const US_LINK = 'https://www.amazon.com/dp/B0ABCDEFGH?tag=emberhold-20';

describe('affiliate links', () => {
  it('keeps the US storefront and tag and adds the sort code', () => {
    expect(affiliateLink(US_LINK, { country: 'us', sortCode: 1 })).toBe(
      'https://www.amazon.com/dp/B0ABCDEFGH?tag=emberhold-20&ascsubtag=emb-1',
    );
  });

  it('moves UK visitors to amazon.co.uk with the UK tag', () => {
    const link = new URL(affiliateLink(US_LINK, { country: 'uk', sortCode: 2 }));
    expect(link.hostname).toBe('www.amazon.co.uk');
    expect(link.searchParams.get('tag')).toBe(UK_AFFILIATE_TAG);
    expect(UK_AFFILIATE_TAG).toBe('emberhold-21');
  });

  it('moves CA visitors to amazon.ca with the CA tag', () => {
    const link = new URL(affiliateLink(US_LINK, { country: 'ca', sortCode: 3 }));
    expect(link.hostname).toBe('www.amazon.ca');
    expect(link.searchParams.get('tag')).toBe(CA_AFFILIATE_TAG);
    expect(CA_AFFILIATE_TAG).toBe('emberhold0c-20');
  });

  it('appends a valid visitor subtag after the sort code', () => {
    const link = new URL(affiliateLink(US_LINK, { country: 'us', sortCode: 4, subtag: 'abc_12-x' }));
    expect(link.searchParams.get('ascsubtag')).toBe('emb-4-abc_12-x');
  });

  it('drops a subtag that does not match the allowed pattern', () => {
    const link = new URL(affiliateLink(US_LINK, { country: 'us', sortCode: 4, subtag: 'bad tag&x=1' }));
    expect(link.searchParams.get('ascsubtag')).toBe('emb-4');
    expect(link.searchParams.get('x')).toBeNull();
  });

  it('replaces a previous sort code instead of adding a second one', () => {
    const once = affiliateLink(US_LINK, { country: 'us', sortCode: 5 });
    const twice = affiliateLink(once, { country: 'uk', sortCode: 10 });
    expect(new URL(twice).searchParams.getAll('ascsubtag')).toEqual(['emb-10']);
  });

  it('leaves other shops and relative links untouched', () => {
    expect(affiliateLink('https://www.hearthmarket.example/products/x', { country: 'uk', sortCode: 1 })).toBe(
      'https://www.hearthmarket.example/products/x',
    );
    expect(affiliateLink('/gifts/longnight-gifts/', { country: 'ca', sortCode: 1 })).toBe('/gifts/longnight-gifts/');
    expect(isAmazonLink('https://amazon.evil.example/dp/1')).toBe(false);
  });

  it('picks the regional banner link and falls back to the default', () => {
    const banner = { link: 'https://a.example/us', ukLink: 'https://a.example/uk', caLink: null };
    expect(regionalBannerLink(banner, 'uk')).toBe('https://a.example/uk');
    expect(regionalBannerLink(banner, 'ca')).toBe('https://a.example/us');
    expect(regionalBannerLink(banner, 'us')).toBe('https://a.example/us');
  });
});
