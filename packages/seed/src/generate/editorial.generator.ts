import type {
  SeedBanner, SeedBlogPost, SeedBottomBanner, SeedFeaturedPost, SeedGiveaway, SeedGuide, SeedNativeAd, SeedPost,
} from '../catalogue.types';
import type { Random } from '../random';
import { DAY_MS, SlugRegistry, capitalise, roundTo, truncate, withArticle } from '../text';
import { artefacts, characters, festivals, houses, places, wyrms } from '../world/emberhold-world';
import { guideDefinitions } from '../world/gift-guides';
import { productForAd } from './native-ad-art';

export function generateGuides(rng: Random): SeedGuide[] {
  return guideDefinitions.map((g, i) => {
    const rated = rng.chance(0.85);
    return {
      id: i + 1,
      slug: g.slug,
      name: g.name,
      parent_slug: g.parent,
      description: g.description,
      rating: rated ? roundTo(3.6 + rng.next() * 1.4, 1) : 0,
      rating_count: rated ? rng.int(3, 900) : 0,
    };
  });
}

const blogTitles: readonly ((r: Random) => string)[] = [
  (r) => `The ${r.int(12, 40)} Best Gifts for ${r.pick(houses).name} Loyalists`,
  (r) => `Inside ${r.pick(places).name}: A Fan's Guide to the Realm`,
  () => 'Every Sigil of the Seven Hearth Houses, Explained',
  (r) => `How to Throw a ${r.pick(festivals)} Feast Worthy of the Ashen Court`,
  (r) => { const w = r.pick(wyrms); return `${w.name}, ${w.epithet}: Gifts for Fans of the Saga's Fiercest Wyrm`; },
  (r) => `${r.int(10, 30)} Stocking Stuffers for Young Wyrmcallers`,
  (r) => `What ${r.pick(characters).name} Would Put on a Wishlist`,
  (r) => `Our Favourite ${r.pick(['Replica Blades', 'Hearthbrick Sets', 'Hearth Candles', 'Maps of the Realm', 'Board Games', 'Cosy Knits'])} This Season`,
  (r) => `The Lore Behind ${capitalise(r.pick(artefacts).name)}`,
  (r) => `Gifts Under $${r.pick([25, 50, 100])} That Feel Like Treasure from Greyhallow`,
  (r) => `A Collector's Guide to ${r.pick(['Limited Editions', 'Statues', 'Signed Prints', 'Coin Sets'])} from the Saga`,
  (r) => `Dressing for ${r.pick(['a Frostmere Winter', 'the Smoulder Wastes', 'Longnight', 'a Ride to Wyrmrest Vale'])}`,
];

function paragraph(rng: Random, posts: readonly SeedPost[]): string {
  const post = rng.pick(posts);
  const house = rng.pick(houses);
  const place = rng.pick(places);
  const sentences = [
    `Few corners of the realm stir fans like ${place.name}, ${place.description}.`,
    `${house.name} fans will want to look twice at ${withArticle(post.title)}, which we keep coming back to.`,
    `Whether you are shopping for a first-time reader or a veteran of every chapter, there is something here in ${house.colourNames}.`,
    `We picked each gift by hand, checked the reviews and skipped anything that would not survive a Longnight in ${house.seat}.`,
    `Prices move often, so check the retailer before you buy; most of these ship within a week.`,
    `If you have a favourite we missed, add it to a wishlist board and tell us about it.`,
    `The ${rng.pick(wyrms).name} pieces in particular sold out twice last year.`,
  ];
  return `<p>${rng.sample(sentences, rng.int(3, 4)).join(' ')}</p>`;
}

export function generateBlogPosts(count: number, posts: readonly SeedPost[], now: Date, rng: Random): SeedBlogPost[] {
  const slugs = new SlugRegistry();
  const result: SeedBlogPost[] = [];
  for (let i = 0; i < count; i++) {
    const title = rng.pick(blogTitles)(rng);
    const paragraphs: string[] = [];
    for (let p = rng.int(3, 6); p > 0; p--) paragraphs.push(paragraph(rng, posts));
    const excerptSource = paragraphs[0]!.replace(/<[^>]+>/g, '');
    const rated = rng.chance(0.8);
    const ageDays = Math.floor(((count - i) / count) * 3 * 365) + rng.int(0, 9);
    result.push({
      id: i + 1,
      slug: slugs.claim(title),
      title,
      excerpt: truncate(excerptSource, 200),
      content: paragraphs.join('\n'),
      image: `/media/seed/b/${i + 1}.svg`,
      rating: rated ? roundTo(3.8 + rng.next() * 1.2, 1) : 0,
      rating_count: rated ? rng.int(2, 400) : 0,
      published_at: new Date(now.getTime() - ageDays * DAY_MS - rng.int(0, 600) * 60_000).toISOString(),
      post_ids: rng.sample(posts, rng.int(4, 10)).map((p) => p.id),
    });
  }
  return result;
}

export function generateGiveaways(count: number, posts: readonly SeedPost[], now: Date, rng: Random): SeedGiveaway[] {
  const slugs = new SlugRegistry();
  const prizes = rng.sample(posts.filter((p) => p.price >= 40), count);
  const running = Math.max(1, Math.round(count * 0.4));
  return prizes.map((post, i) => {
    // The first few are still open; the rest ended at spaced intervals in the past.
    const endsAt = i < running
      ? now.getTime() + (2 + i * 6 + rng.int(0, 4)) * DAY_MS
      : now.getTime() - ((i - running) * 24 + rng.int(1, 12)) * DAY_MS;
    const startsAt = endsAt - rng.int(14, 30) * DAY_MS;
    const title = `Win ${withArticle(post.title)}`;
    return {
      id: i + 1,
      slug: slugs.claim(`${title} giveaway`),
      title,
      content: `<p>We are giving away ${withArticle(post.title)} to one lucky fan. Enter with your account, share it with your fellow riders, and we will pick a winner when the giveaway closes.</p><p>Open to readers in the US, UK and Canada. One entry per person.</p>`,
      image: `/media/seed/g/${i + 1}.svg`,
      post_id: post.id,
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(endsAt).toISOString(),
    };
  });
}

export function generateBanners(): SeedBanner[] {
  const query = (k: string): string => encodeURIComponent(k).replace(/%20/g, '+');
  const topics = ['emberhold saga gifts', 'emberhold wyrm collectibles', 'hearthbrick sets'];
  return topics.map((topic, i) => ({
    id: i + 1,
    title: ['Shop the Emberhold Saga store', 'Wyrms of the realm', 'Build Cinderspire'][i] as string,
    image: `/media/seed/banner/${i + 1}.svg`,
    link: `https://www.amazon.com/s?k=${query(topic)}&tag=emberhold-20`,
    uk_link: `https://www.amazon.co.uk/s?k=${query(topic)}&tag=emberhold-21`,
    ca_link: `https://www.amazon.ca/s?k=${query(topic)}&tag=emberhold0c-20`,
    active: i === 0,
  }));
}

export function generateBottomBanners(): SeedBottomBanner[] {
  return [
    { id: 1, title: 'Longnight gift guide: 100 ideas under $50', image: '/media/seed/banner/bottom-1.svg', link: '/gifts/longnight-gifts/', utm_campaign: 'bottom-longnight', active: true },
    { id: 2, title: 'Enter this month\'s giveaway', image: '/media/seed/banner/bottom-2.svg', link: '/giveaways/', utm_campaign: 'bottom-giveaways', active: false },
  ];
}

export function generateFeaturedPosts(posts: readonly SeedPost[], giveaways: readonly SeedGiveaway[], now: Date, rng: Random): SeedFeaturedPost[] {
  const recent = posts.filter((p) => now.getTime() - Date.parse(p.published_at) < 120 * DAY_MS);
  const picks = rng.sample(recent.length >= 8 ? recent : posts, 8);
  return picks.map((post, i) => {
    const campaign = `featured-${post.slug}`.slice(0, 60);
    const separator = post.link.includes('?') ? '&' : '?';
    return {
      id: i + 1,
      post_id: post.id,
      link: `${post.link}${separator}utm_campaign=${campaign}`,
      utm_campaign: campaign,
      giveaway_id: i === 0 && giveaways[0] ? giveaways[0].id : null,
      display_gifts: i % 2 === 0,
      display_related: i % 2 === 1,
      // Spec section 9: a featured item goes at position 5 on gift lists and 4 in related items.
      list: i < picks.length / 2 ? 'gifts' : 'related',
      position: i < picks.length / 2 ? 5 : 4,
    };
  });
}

const adProducts: readonly [title: string, content: string, price: number][] = [
  ['Wyrmscale Leather Journal', 'Hand-tooled leather journal with a wyrmscale cover and 240 pages of thick cream paper. Made to order by a small bindery.', 42],
  ['Hearthfire Smoke Candle Trio', 'Three hand-poured candles that smell like cedar smoke, clove and a cold mountain night. Burns for 40 hours each.', 36],
  ['Ember Forge Pendant', 'A copper ember set in sterling silver, forged and finished by hand. Arrives gift-wrapped.', 68],
  ['Cinder Guard Rain Cloak', 'A waterproof hooded cloak cut for real weather. Machine washable, with a hidden phone pocket.', 119],
  ['Map of the Hollow Road, Framed', 'A 24 by 36 inch framed map of the pilgrim road with hand-lettered place names.', 89],
  ['Greyhallow Tea Blend Sampler', 'Four small-batch tea blends named for the gates of Greyhallow. Loose leaf, in tins.', 32],
  ['Saltreach Sea Glass Earrings', 'Tumbled sea glass in teal and pearl, on nickel-free silver hooks.', 28],
  ['Lantern Moth Night Light', 'A glowing amber moth that dims slowly over twenty minutes. Perfect for little wyrmcallers.', 24],
  ['Frostmere Wool Socks, 4 Pairs', 'Merino blend socks in midnight blue and silver, warm enough for Kaldmere.', 26],
  ['Tavern Dice Tower', 'A walnut dice tower shaped like the Emberkeep gatehouse, with a felt-lined tray.', 54],
  ['Dragonrider Leather Messenger Bag', 'Full-grain leather messenger bag with brass buckles and a padded laptop sleeve.', 149],
  ['Oakenhearth Carved Bookends', 'Solid oak bookends carved with the Burning Oak. Felt-lined bases.', 64],
];

/** The demo ads; each shows the picture of a catalogue product that fits its title (see productForAd). */
export function generateNativeAds(rng: Random, posts: readonly SeedPost[]): SeedNativeAd[] {
  const shops = ['wyrmwood-traders.example', 'ashen-market.example', 'lantern-isles-supply.example'];
  return adProducts.map(([title, content, price], i) => ({
    id: i + 1,
    title: title.slice(0, 40),
    content: content.slice(0, 250),
    link: `https://www.${rng.pick(shops)}/p/${i + 1}?ref=emberhold`,
    image: productForAd(title, posts, i)?.images[0]?.src ?? `/media/seed/ad/${i + 1}.svg`,
    price,
    active: i < 10,
  }));
}
