export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out kebab-case slugs that are unique within one generator run ("x", "x-2", "x-3" ...). */
export class SlugRegistry {
  private readonly taken = new Map<string, number>();

  claim(text: string): string {
    const base = slugify(text) || 'item';
    let count = this.taken.get(base);
    if (count === undefined) {
      this.taken.set(base, 1);
      return base;
    }
    let candidate: string;
    do {
      count += 1;
      candidate = `${base}-${count}`;
    } while (this.taken.has(candidate));
    this.taken.set(base, count);
    this.taken.set(candidate, 1);
    return candidate;
  }
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3).trimEnd()}...`;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export const DAY_MS = 86_400_000;

/** "the Ember Mug", but not "the The Hearthstone Candle". */
export function withArticle(title: string): string {
  return /^the /i.test(title) ? title : `the ${title}`;
}

/** A word (letters and digits, with inner apostrophes or hyphens), then what separates it from the next: spaces, tags. */
const REPEAT = /\b([\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*)((?:\s|<[^>]*>)+)(\1)\b/giu;

/** The back-to-back repeats in a text ("Sherpa Sherpa"), as written; markup between the two words counts as a space. */
export function repeatedWords(text: string): string[] {
  return [...text.matchAll(REPEAT)].filter((match) => !/^\d+$/.test(match[1]!)).map((match) => match[0]);
}

/** The text with the second of any two words that repeat back to back dropped: "Blown Glass Glass Ornament" → "Blown Glass Ornament". */
export function withoutRepeatedWords(text: string): string {
  let result = text;
  for (let previous = ''; previous !== result; ) {
    previous = result;
    result = result.replace(REPEAT, (whole, word: string, gap: string) => (/^\d+$/.test(word) ? whole : `${word}${gap.replace(/\s+$/, '')}`));
  }
  return result;
}
