import { buyLabel, guideTrail } from './post-page-parts';

describe('the buy button’s words', () => {
  it('names Amazon, and the regional store a link goes to', () => {
    expect(buyLabel('https://www.amazon.com/dp/B0XLJ5JGTE?tag=emberhold-20')).toBe('Buy on Amazon');
    expect(buyLabel('https://www.amazon.co.uk/dp/B0XLJ5JGTE?tag=emberhold-21')).toBe('Buy on Amazon.co.uk');
    expect(buyLabel('https://www.amazon.ca/dp/B0XLJ5JGTE?tag=emberhold0c-20')).toBe('Buy on Amazon.ca');
    expect(buyLabel('https://smile.amazon.com/dp/B0XLJ5JGTE')).toBe('Buy on Amazon');
    expect(buyLabel('https://amzn.to/3xYz')).toBe('Buy on Amazon');
    expect(buyLabel('https://www.amazon.de/dp/B0XLJ5JGTE')).toBe('Buy on Amazon.de');
  });

  it('names any other retailer by its host', () => {
    expect(buyLabel('https://www.etsy.com/listing/123/dragon-mug')).toBe('Buy on Etsy');
    expect(buyLabel('https://www.ebay.co.uk/itm/123')).toBe('Buy on eBay');
    expect(buyLabel('https://shop.lego.com/en-gb/product/1')).toBe('Buy on LEGO');
    expect(buyLabel('https://www.greyhallow-goods.example/p/lantern')).toBe('Buy on Greyhallow Goods');
    expect(buyLabel('https://WWW.ETSY.COM./listing/1')).toBe('Buy on Etsy');
  });

  it('says "Buy now" when the link does not name a shop', () => {
    for (const link of [
      '',
      'not a link',
      '/dice-tower/',
      'javascript:alert(1)',
      'https://127.0.0.1/p/1',
      'https://localhost/p/1',
      'https://click.linksynergy.com/deeplink?id=1',
      'https://bit.ly/abc',
      'https://xn--80ak6aa92e.com/',
    ]) {
      expect(buyLabel(link)).toBe('Buy now');
    }
  });
});

describe('the gift guides a post page’s breadcrumb leads through', () => {
  it('reaches a top-level guide', () => {
    expect(guideTrail([{ slug: 'for-gamers', name: 'For Gamers', parent: null }])).toEqual([{ name: 'For Gamers', path: '/gifts/for-gamers/' }]);
  });

  it('reaches a nested guide through its parent, at the nested guide’s own address', () => {
    expect(
      guideTrail([
        { slug: 'dice', name: 'Dice', parent: { slug: 'for-gamers', name: 'For Gamers' } },
        { slug: 'stocking-stuffers', name: 'Stocking Stuffers', parent: null },
      ]),
    ).toEqual([
      { name: 'For Gamers', path: '/gifts/for-gamers/' },
      { name: 'Dice', path: '/gifts/for-gamers/dice/' },
    ]);
  });

  it('leads through no guide for a post in none', () => {
    expect(guideTrail([])).toEqual([]);
    expect(guideTrail(undefined)).toEqual([]);
  });
});
