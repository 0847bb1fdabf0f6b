import type { SeedImage, SeedPost } from '../catalogue.types';
import type { Random } from '../random';
import { DAY_MS, SlugRegistry, capitalise, roundTo, withoutRepeatedWords } from '../text';
import { artefacts, characters, festivals, houses, places, wyrms, type HearthHouse } from '../world/emberhold-world';
import { itemTypes, type ItemType, type ThemeKind } from '../world/item-types';

/** Above this many posts, later posts share pooled art so a bench catalogue does not write 250,000 files. */
export const OWN_ART_LIMIT = 5_000;
export const PRICE_MIN = 5;
export const PRICE_MAX = 2_500;
const CATALOGUE_SPAN_DAYS = 3 * 365;

interface Theme {
  readonly kind: ThemeKind;
  /** Title fragments placed before the material and noun. */
  readonly prefixes: readonly string[];
  readonly label: string;
  readonly house: HearthHouse;
  readonly intro: (thing: string) => string;
  readonly lore: string;
  readonly fan: string;
}

function houseByKey(key: string | null, rng: Random): HearthHouse {
  return houses.find((h) => h.key === key) ?? rng.pick(houses);
}

function pickTheme(kind: ThemeKind, rng: Random): Theme {
  switch (kind) {
    case 'house': {
      const house = rng.pick(houses);
      const motif = rng.pick(house.motifs);
      return {
        kind, house, label: house.short,
        prefixes: [`${house.name} ${motif}`, `${house.name}`, `${motif}`, `${house.short} ${motif}`],
        intro: (thing) => `Show your allegiance to ${house.name} with ${thing}, marked with ${house.sigil} in ${house.colourNames}.`,
        lore: `The house words, "${house.words}", are worked in small letters where only those in on the secret will notice them.`,
        fan: `sworn ${house.short} loyalist`,
      };
    }
    case 'wyrm': {
      const wyrm = rng.pick(wyrms);
      const house = houseByKey(wyrm.houseKey, rng);
      return {
        kind, house, label: wyrm.name.split(' ')[0] ?? wyrm.name,
        prefixes: [wyrm.name, `${wyrm.name} ${wyrm.epithet.replace(/^the /, '')}`, `${wyrm.name} Wyrm`],
        intro: (thing) => `${wyrm.name}, ${wyrm.epithet}, coils across ${thing} in ${house.colourNames}.`,
        lore: `Readers first met ${wyrm.name} in the skies above ${house.seat}, and the wyrm has stolen every scene since.`,
        fan: 'dragon-mad reader',
      };
    }
    case 'character': {
      const character = rng.pick(characters);
      const house = houseByKey(character.houseKey, rng);
      return {
        kind, house, label: character.short,
        prefixes: [`${character.name}'s`, `${character.short}'s`, character.name],
        intro: (thing) => `Inspired by ${character.name}, ${character.role}, ${thing} would not look out of place in the saga itself.`,
        lore: `Fans of ${character.short} will spot the small details lifted straight from the books.`,
        fan: `${character.short} fan`,
      };
    }
    case 'place': {
      const place = rng.pick(places);
      const house = rng.pick(houses);
      return {
        kind, house, label: place.short,
        prefixes: [place.short, place.short, `${place.short} Skyline`, `Road to ${place.short}`],
        intro: (thing) => `Bring a piece of ${place.name}, ${place.description}, home with ${thing}.`,
        lore: `The design borrows from the maps at the front of every volume of The Emberhold Saga.`,
        fan: 'armchair traveller of the realm',
      };
    }
    case 'artefact': {
      const artefact = rng.pick(artefacts);
      const house = rng.pick(houses);
      return {
        kind, house, label: artefact.short,
        prefixes: [artefact.short, artefact.short, capitalise(artefact.name)],
        intro: (thing) => `Modelled on ${artefact.name}, ${artefact.description}, ${thing} makes a conversation piece for any shelf.`,
        lore: 'Every line follows the descriptions in the books, down to the runes on the edge.',
        fan: 'lore collector',
      };
    }
  }
}

function priceFor(item: ItemType, rng: Random): number {
  const [min, max] = item.price;
  // Skewed towards the cheap end of each range; a few premium editions give the long tail above $500.
  let price = min * (max / min) ** (rng.next() ** 1.7);
  if (rng.chance(0.015)) price *= rng.float(1.5, 3.5);
  price = Math.min(PRICE_MAX, Math.max(PRICE_MIN, price));
  const whole = Math.floor(price);
  if (whole >= PRICE_MAX) return PRICE_MAX;
  const cents = rng.pick([0.99, 0.99, 0.99, 0.95, 0.5, 0]);
  return Math.max(PRICE_MIN, roundTo(whole + cents, 2));
}

const asinAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const retailers = ['wyrmwood-traders.example', 'hearthstone-outfitters.example', 'greyhallow-goods.example', 'cinderspire-crafts.example'];

function linkFor(slug: string, rng: Random): { link: string; amazon: boolean } {
  if (rng.chance(0.82)) return { link: `https://www.amazon.com/dp/B0${rng.chars(asinAlphabet, 8)}?tag=emberhold-20`, amazon: true };
  return { link: `https://www.${rng.pick(retailers)}/products/${slug}`, amazon: false };
}

function priceGuide(price: number): string {
  if (price < 25) return 'gifts-under-25';
  if (price < 50) return 'gifts-under-50';
  if (price < 100) return 'gifts-under-100';
  return 'luxury-gifts';
}

function categoriesFor(item: ItemType, theme: Theme, price: number, rng: Random): string[] {
  const extra = new Set<string>(item.guides.slice(1));
  if (theme.kind === 'house' || rng.chance(0.3)) extra.add(`house-${theme.house.key}-gifts`);
  if (price < 100 || price >= 300) extra.add(priceGuide(price));
  if (theme.kind === 'wyrm' || theme.kind === 'character') extra.add(rng.pick(['gifts-for-dragon-riders', 'gifts-for-wyrmcallers']));
  if (theme.house.key === 'orrin') extra.add('gifts-for-smiths-and-makers');
  if (theme.house.key === 'selveth') extra.add('gifts-for-tide-singers');
  if (rng.chance(0.12)) extra.add(rng.pick(['birthday-gifts', 'longnight-gifts', 'wedding-gifts']));
  const count = rng.int(0, 2);
  return [item.guides[0] as string, ...rng.sample([...extra].filter((s) => s !== item.guides[0]), count)];
}

function imagesFor(id: number, item: ItemType, theme: Theme, ownArt: boolean, rng: Random): SeedImage[] {
  const count = rng.weighted([1, 2, 3, 4], (n) => [0.3, 0.35, 0.2, 0.15][n - 1] as number);
  const height = item.portrait ? 800 : 600;
  const images: SeedImage[] = [];
  for (let n = 1; n <= count; n++) {
    const src = ownArt ? `/media/seed/p/${id}-${n}.svg` : `/media/seed/pool/${item.key}-${theme.house.key}-${n}.svg`;
    images.push({ src, width: 600, height });
  }
  return images;
}

export interface GeneratePostsOptions {
  readonly count: number;
  readonly now: Date;
  readonly rng: Random;
}

/**
 * Every PREMIUM_EVERY-th post (from the middle of the first stretch on) is a collector's statue priced from
 * PREMIUM_PRICE up, drawn from a stream of its own so every other post stays as it was. They fill the over-a-thousand
 * list (/over1k/) past its first page in every country's prices (a pound is about $1.27).
 */
export const PREMIUM_EVERY = 80;
export const PREMIUM_PRICE: readonly [min: number, max: number] = [1_300, 2_400];

interface PostSlot {
  readonly id: number;
  readonly i: number;
  readonly count: number;
  readonly start: number;
  readonly end: number;
  readonly now: Date;
  readonly slugs: SlugRegistry;
}

export function generatePosts({ count, now, rng }: GeneratePostsOptions): SeedPost[] {
  const slugs = new SlugRegistry();
  const posts: SeedPost[] = [];
  const end = now.getTime() - DAY_MS / 2;
  const start = end - CATALOGUE_SPAN_DAYS * DAY_MS;
  const premiumRng = rng.fork('premium');
  const statue = itemTypes.find((t) => t.key === 'statue') as ItemType;
  for (let i = 0; i < count; i++) {
    const slot: PostSlot = { id: i + 1, i, count, start, end, now, slugs };
    const item = rng.weighted(itemTypes, (t) => t.weight);
    const post = buildPost(slot, item, rng, (it, r) => priceFor(it, r));
    posts.push(slot.id % PREMIUM_EVERY === PREMIUM_EVERY / 2 ? buildPost(slot, statue, premiumRng, (_, r) => premiumPrice(r)) : post);
  }
  return posts;
}

function premiumPrice(rng: Random): number {
  const [min, max] = PREMIUM_PRICE;
  return Math.floor(rng.float(min, max)) + rng.pick([0.99, 0.95, 0]);
}

function buildPost(slot: PostSlot, item: ItemType, rng: Random, pricing: (item: ItemType, rng: Random) => number): SeedPost {
  const { id, i, count, start, end, now, slugs } = slot;
  const theme = pickTheme(rng.pick(item.themes), rng);
  const material = rng.chance(0.7) ? rng.pick(item.materials) : null;
  const noun = rng.pick(item.names);
  const prefix = rng.pick(theme.prefixes);
  // A material the noun already names is said once: "Blown Glass Ornament", never "Blown Glass Glass Ornament".
  let title = withoutRepeatedWords([prefix, material, noun].filter(Boolean).join(' '));
  if (rng.chance(0.08)) title += rng.pick([' - Collector\'s Edition', ' Gift Set', ' (Limited Run)', ' Deluxe Edition']);
  const slug = slugs.claim(title);
  const price = pricing(item, rng);
  const { link, amazon } = linkFor(slug, rng);
  const plural = /(s|\)|Dice)$/.test(noun);
  const thing = withoutRepeatedWords(`${plural ? 'these' : 'this'} ${material ? `${material.toLowerCase()} ` : ''}${noun.toLowerCase()}`);
  const sentences = [theme.intro(thing), rng.pick(item.detail)];
  if (rng.chance(0.5)) sentences.push(theme.lore);
  if (rng.chance(0.6)) sentences.push(`A ${rng.pick(['thoughtful', 'welcome', 'perfect', 'memorable'])} gift for any ${theme.fan} this ${rng.pick(festivals)}.`);
  const unrated = rng.chance(0.08);
  const rating = unrated ? 0 : roundTo(Math.min(5, Math.max(1, 4.3 + rng.normal() * 0.45)), 1);
  const ratingCount = unrated ? 0 : Math.min(25_000, Math.max(1, Math.round(Math.exp(4 + rng.normal() * 1.3))));
  // Evenly spread with jitter, so ids grow with publication time like a real catalogue.
  const publishedMs = start + ((i + rng.next()) / count) * (end - start);
  const ageDays = (now.getTime() - publishedMs) / DAY_MS;
  const popularity = Math.exp(rng.normal() * 1.1);
  const weekly = popularity * Math.exp(-ageDays / 45) * rng.float(0.5, 1.5);
  const monthly = popularity * Math.exp(-ageDays / 120) * rng.float(0.6, 1.4);
  const clicksAll = Math.round(popularity * (20 + ageDays * rng.float(0.2, 1.2)));
  const ownArt = id <= OWN_ART_LIMIT;
  const images = imagesFor(id, item, theme, ownArt, rng);
  return {
    id, slug, title,
    content: sentences.join(' '),
    link, price,
    rating, rating_count: ratingCount,
    published_at: new Date(Math.floor(publishedMs / 60_000) * 60_000).toISOString(),
    images, image: (images[0] as SeedImage).src,
    category_slugs: categoriesFor(item, theme, price, rng),
    amazon_available: amazon,
    instagram: rng.chance(0.15),
    clicks_score_week: roundTo(weekly * 10, 4),
    clicks_score_month: roundTo(monthly * 10, 4),
    clicks_all: clicksAll,
    clicks_score_amazon_available: amazon ? roundTo(weekly * 10 + monthly, 4) : 0,
    earnings_score: roundTo(popularity * price * (amazon ? 0.004 : 0.0025), 4),
    week_score: roundTo(weekly * rng.float(0.8, 1.2), 4),
    random_key: roundTo(rng.next(), 9),
    item_type: item.key,
    house_key: theme.house.key,
    art: { label: theme.label, caption: item.short, house_key: theme.house.key, silhouette: item.silhouette, portrait: item.portrait, own_files: ownArt },
  };
}
