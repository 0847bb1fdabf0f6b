/**
 * Which native ads one page of a list shows (spec section 9: the slots at positions 3, 7 and 12 of pages 1 to 8).
 *
 * - The price filter: an ad whose price, as the visitor sees it, lies outside the list's min/max is never shown (an
 *   ad without a price neither, on a filtered list). It would contradict the filter the visitor chose.
 * - The gift guide: like keyword targeting, an ad whose title or content shares a word with the guide's name, slug or
 *   description is relevant to it and takes the page's first slots; other eligible ads fill the rest.
 * - Rotation: the ads come in a base order (the caller's: newest first), and each list context (guide, price range,
 *   country, the visitor's session) starts its rotation at its own seeded point; page p shows the window that starts
 *   (p - 1) x slots further along. So successive pages and different lists differ, over the pages of a list every
 *   eligible ad stands in a slot as often as any other, and over many visitors' sessions each ad gets the first
 *   page's slots as often as the others. Without a seed the rotation starts at the newest ad.
 * - A new ad's first day: its campaign's expected impressions are all still to come, so an ad that went into the lists
 *   less than LAUNCH_MS ago stands in a slot on every page it fits (several new ones rotate among themselves) before
 *   the older ads rotate through the other slots.
 * - Fewer eligible ads than slots: the page gets fewer ads, and those slots stay posts.
 */

export interface AdCandidate {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  /** The ad's price in the visitor's currency, as it would be shown; null when the ad names none. */
  readonly localPrice: number | null;
  /** When the ad went into the lists (ms since the epoch); unknown: not new. */
  readonly startedAt?: number | undefined;
}

/** How long a new ad is shown first, on every page it fits. */
export const LAUNCH_MS = 24 * 60 * 60 * 1000;

export interface AdListContext {
  /** Price bounds of the list, in the visitor's currency. */
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  /** The keywords of the list's gift guide (see `guideKeywords`); empty for lists that are not a guide. */
  readonly keywords?: ReadonlySet<string> | undefined;
  /** Names the list context and the visitor's rotation seed: the same seed, the same ads. Undefined: no offset. */
  readonly seed?: string | undefined;
  /** 1-based page of the list. */
  readonly page: number;
  readonly slots: number;
  /** The time of the request (ms since the epoch), to tell new ads; without it no ad counts as new. */
  readonly now?: number | undefined;
}

const STOP_WORDS = new Set([
  'and', 'the', 'for', 'with', 'from', 'your', 'you', 'our', 'any', 'all', 'every', 'each', 'that', 'this', 'like', 'into',
  'gift', 'gifts', 'guide', 'guides', 'made', 'more', 'than', 'over', 'under', 'who', 'ones', 'one', 'two', 'can', 'its',
  'them', 'their', 'day', 'long', 'big', 'enough', 'after', 'before', 'most', 'best', 'worthy', 'fit', 'fans', 'fan',
]);

/** A word reduced to what matches its plural or singular: "candles" and "candle" both give "candle". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The meaningful words of a text, stemmed: three letters or more, without the common ones. */
export function keywordsOf(...texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const raw of text.toLowerCase().split(/[^a-z0-9]+/)) {
      if (raw.length < 3 || STOP_WORDS.has(raw) || /^\d+$/.test(raw)) continue;
      words.add(stem(raw));
    }
  }
  return words;
}

/** A gift guide's keywords: its name, the words of its slug and its description. */
export function guideKeywords(guide: { name: string; slug: string; description?: string }): Set<string> {
  return keywordsOf(guide.name, guide.slug.replace(/-/g, ' '), guide.description ?? '');
}

/** How many of the guide's keywords the ad's title and content name. */
export function relevance(ad: Pick<AdCandidate, 'title' | 'content'>, keywords: ReadonlySet<string>): number {
  if (keywords.size === 0) return 0;
  let score = 0;
  for (const word of keywordsOf(ad.title, ad.content)) if (keywords.has(word)) score += 1;
  return score;
}

/** Whether an ad's price agrees with the list's bounds. */
export function withinPriceRange(price: number | null, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  if (price === null) return false;
  return (min === undefined || price >= min) && (max === undefined || price <= max);
}

/** FNV-1a, finalized: a 32-bit hash of the seed text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // murmur3's finalizer: every input bit reaches every output bit, so seeds that differ only early spread as well.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: a small, well-spread generator; the same seed gives the same sequence. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Where a seed starts the rotation of `length` items: anywhere, spread evenly over seeds; 0 without a seed. */
export function rotationStart(seed: string | undefined, length: number): number {
  if (seed === undefined || length === 0) return 0;
  return Math.floor(generator(hash(seed))() * length);
}

/** `count` items of a rotation, starting `start` along it and wrapping around; never one item twice. */
function window<T>(items: readonly T[], start: number, count: number): T[] {
  const n = Math.min(count, items.length);
  return Array.from({ length: n }, (_, i) => items[(start + i) % items.length]!);
}

/** The ads of one page, in slot order: at most `slots`, each once, none contradicting the price filter. */
export function chooseNativeAds<A extends AdCandidate>(ads: readonly A[], context: AdListContext): A[] {
  if (context.slots <= 0 || context.page < 1) return [];
  const eligible = ads.filter((ad) => withinPriceRange(ad.localPrice, context.min, context.max));
  const keywords = context.keywords ?? new Set<string>();
  const isNew = (ad: A) => context.now !== undefined && ad.startedAt !== undefined && context.now - ad.startedAt < LAUNCH_MS;
  const relevant = (ad: A) => relevance(ad, keywords) > 0;
  // Tiers in the order they take slots: new ads that match the guide, other ads that match it, new ads, the rest.
  const tiers: Array<[name: string, ads: A[]]> = [
    ['relevant-new', eligible.filter((ad) => relevant(ad) && isNew(ad))],
    ['relevant', eligible.filter((ad) => relevant(ad) && !isNew(ad))],
    ['new', eligible.filter((ad) => !relevant(ad) && isNew(ad))],
    ['others', eligible.filter((ad) => !relevant(ad) && !isNew(ad))],
  ];
  const step = context.page - 1;
  const chosen: A[] = [];
  for (const [name, ads] of tiers) {
    const take = Math.min(context.slots - chosen.length, ads.length);
    if (take <= 0) continue;
    const seed = context.seed === undefined ? undefined : `${context.seed}|${name}`;
    chosen.push(...window(ads, rotationStart(seed, ads.length) + step * take, take));
  }
  return chosen;
}
