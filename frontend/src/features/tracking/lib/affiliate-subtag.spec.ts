import { withSubtag } from './affiliate-subtag';

const US = 'https://www.amazon.com/dp/B0ABCDEFGH?tag=emberhold-20&ascsubtag=emb-5';

describe('visitor subtag on affiliate links', () => {
  it('appends the subtag after the sort code of an Amazon link', () => {
    expect(withSubtag(US, 'g1a2b3c4')).toBe('https://www.amazon.com/dp/B0ABCDEFGH?tag=emberhold-20&ascsubtag=emb-5-g1a2b3c4');
  });

  it('does so on the UK and Canadian storefronts too, leaving the rest of the address as it was', () => {
    expect(withSubtag('https://www.amazon.co.uk/dp/B0X?ascsubtag=emb-10&tag=emberhold-21#reviews', 'abc')).toBe(
      'https://www.amazon.co.uk/dp/B0X?ascsubtag=emb-10-abc&tag=emberhold-21#reviews',
    );
    expect(withSubtag('https://amazon.ca/dp/B0X?tag=emberhold0c-20&ascsubtag=emb-4', 'x_y-z')).toBe('https://amazon.ca/dp/B0X?tag=emberhold0c-20&ascsubtag=emb-4-x_y-z');
  });

  it('gives the same link when rewritten twice, and replaces a subtag of an earlier visit', () => {
    const once = withSubtag(US, 'g1a2b3c4');
    expect(withSubtag(once, 'g1a2b3c4')).toBe(once);
    expect(withSubtag(once, 'newvisit')).toBe(`${US}-newvisit`);
  });

  it('leaves links of other shops alone, even with an ascsubtag', () => {
    expect(withSubtag('https://www.hearthmarket.example/p/1?ascsubtag=emb-5', 'abc')).toBe('https://www.hearthmarket.example/p/1?ascsubtag=emb-5');
    expect(withSubtag('https://www.amazon.com.evil.example/dp/1?ascsubtag=emb-5', 'abc')).toBe('https://www.amazon.com.evil.example/dp/1?ascsubtag=emb-5');
    expect(withSubtag('/gifts/?ascsubtag=emb-5', 'abc')).toBe('/gifts/?ascsubtag=emb-5');
  });

  it('leaves Amazon links without the site ascsubtag alone', () => {
    expect(withSubtag('https://www.amazon.com/dp/B0ABCDEFGH?tag=emberhold-20', 'abc')).toBe('https://www.amazon.com/dp/B0ABCDEFGH?tag=emberhold-20');
    expect(withSubtag('https://www.amazon.com/dp/B0?ascsubtag=partner-1', 'abc')).toBe('https://www.amazon.com/dp/B0?ascsubtag=partner-1');
    expect(withSubtag('https://www.amazon.com/dp/B0?xascsubtag=emb-5', 'abc')).toBe('https://www.amazon.com/dp/B0?xascsubtag=emb-5');
  });

  it('changes nothing before the subtag is known or when it is not one the API accepts', () => {
    expect(withSubtag(US, null)).toBe(US);
    expect(withSubtag(US, '')).toBe(US);
    expect(withSubtag(US, 'bad tag&x=1')).toBe(US);
  });
});
