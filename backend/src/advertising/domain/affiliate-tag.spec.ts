import { CREATIVE_AFFILIATE_TAG, withOurAffiliateTag } from './affiliate-tag';

describe("advertisers' affiliate tags", () => {
  it('is the catalogue’s US tag', () => {
    expect(CREATIVE_AFFILIATE_TAG).toBe('emberhold-20');
  });

  it('replaces the tag value of Amazon links, keeping the rest of the link as it was', () => {
    expect(withOurAffiliateTag('https://www.amazon.com/dp/B0EMBER?tag=rival-20&psc=1')).toBe('https://www.amazon.com/dp/B0EMBER?tag=emberhold-20&psc=1');
    expect(withOurAffiliateTag('https://amazon.com/dp/B0EMBER?th=1&tag=rival-20')).toBe('https://amazon.com/dp/B0EMBER?th=1&tag=emberhold-20');
    expect(withOurAffiliateTag('http://www.amazon.co.uk/gp/product/X?TAG=uk-21#reviews')).toBe('http://www.amazon.co.uk/gp/product/X?tag=emberhold-20#reviews');
    expect(withOurAffiliateTag('https://smile.amazon.de/dp/X?tag=a-21&tag=b-21')).toBe('https://smile.amazon.de/dp/X?tag=emberhold-20&tag=emberhold-20');
    expect(withOurAffiliateTag('https://www.amazon.com/s?k=dragon%20mug&tag=')).toBe('https://www.amazon.com/s?k=dragon%20mug&tag=emberhold-20');
  });

  it('leaves parameters that only end in "tag", links without a tag, and other shops alone', () => {
    expect(withOurAffiliateTag('https://www.amazon.com/dp/X?hashtag=ember&pricetag=9')).toBe('https://www.amazon.com/dp/X?hashtag=ember&pricetag=9');
    expect(withOurAffiliateTag('https://www.amazon.com/dp/X')).toBe('https://www.amazon.com/dp/X');
    expect(withOurAffiliateTag('https://maker.example/lantern?tag=spring-sale')).toBe('https://maker.example/lantern?tag=spring-sale');
    expect(withOurAffiliateTag('https://amazon.com.evil.example/x?tag=a')).toBe('https://amazon.com.evil.example/x?tag=a');
    expect(withOurAffiliateTag('https://notamazon.com/x?tag=a')).toBe('https://notamazon.com/x?tag=a');
    expect(withOurAffiliateTag('')).toBe('');
  });
});
