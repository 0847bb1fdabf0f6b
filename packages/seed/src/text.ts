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
