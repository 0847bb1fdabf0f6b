import { generateCatalogue } from '../catalogue';
import { itemTypeOfAd } from './native-ad-art';

describe('the demo native ads show their own product', () => {
  const demo = generateCatalogue({ now: '2026-11-20T12:00:00.000Z' });
  const postsByImage = new Map(demo.posts.flatMap((post) => post.images.map((image) => [image.src, post] as const)));

  it('gives every ad the picture of a catalogue product of the kind its title names', () => {
    expect(demo.nativeAds.length).toBeGreaterThanOrEqual(10);
    for (const ad of demo.nativeAds) {
      const kind = itemTypeOfAd(ad.title);
      expect({ ad: ad.title, kind: kind?.key }).toEqual({ ad: ad.title, kind: expect.any(String) });
      const product = postsByImage.get(ad.image);
      expect({ ad: ad.title, product: product?.item_type }).toEqual({ ad: ad.title, product: kind!.key });
      expect(product!.art.silhouette).toBe(kind!.silhouette);
    }
  });

  it('shows dice on the dice tower, a candle on the candles and a lantern on the night light', () => {
    const silhouetteOf = (title: string) => postsByImage.get(demo.nativeAds.find((ad) => ad.title === title)!.image)?.art.silhouette;
    expect(silhouetteOf('Tavern Dice Tower')).toBe('dice');
    expect(silhouetteOf('Hearthfire Smoke Candle Trio')).toBe('candle');
    expect(silhouetteOf('Lantern Moth Night Light')).toBe('lamp');
  });

  it('gives each ad creative the same picture as its ad', () => {
    for (const campaign of demo.campaigns) {
      expect(campaign.creative.image).toBe(demo.nativeAds.find((ad) => ad.id === campaign.native_ad_id)!.image);
    }
  });

  it('reads the kind of product from whole words of the title', () => {
    expect(itemTypeOfAd('Tavern Dice Tower')?.key).toBe('dice');
    expect(itemTypeOfAd('Frostmere Wool Socks, 4 Pairs')?.key).toBe('socks');
    expect(itemTypeOfAd('Dragonrider Leather Messenger Bag')?.key).toBe('backpack');
    expect(itemTypeOfAd('Mapletree Syrup')).toBeUndefined();
  });
});
