import { distance } from 'fastest-levenshtein';

/** The words product titles use, with how many listed posts use each: the vocabulary a misspelt search is read against. */
export class SearchVocabulary {
  private readonly known = new Set<string>();
  private readonly byLength = new Map<number, Array<{ word: string; posts: number }>>();

  constructor(words: Iterable<{ word: string; posts: number }>) {
    for (const entry of words) {
      const word = entry.word.toLowerCase();
      if (this.known.has(word)) continue;
      this.known.add(word);
      const bucket = this.byLength.get(word.length) ?? [];
      bucket.push({ word, posts: entry.posts });
      this.byLength.set(word.length, bucket);
    }
  }

  get size(): number {
    return this.known.size;
  }

  has(word: string): boolean {
    return this.known.has(word.toLowerCase());
  }

  /**
   * The known word closest to `word` within the typos its length allows (the usual rule of product search: one
   * typo from 4 letters, two from 8), the most used one on a tie; undefined when none is that close.
   */
  nearest(word: string): string | undefined {
    const lower = word.toLowerCase();
    const allowed = allowedTypos(lower.length);
    if (allowed === 0 || this.known.has(lower)) return undefined;
    let best: { word: string; posts: number; edits: number } | undefined;
    for (let length = lower.length - allowed; length <= lower.length + allowed; length += 1) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const edits = typos(lower, candidate.word);
        if (edits > allowed) continue;
        if (!best || edits < best.edits || (edits === best.edits && candidate.posts > best.posts)) best = { ...candidate, edits };
      }
    }
    return best?.word;
  }
}

/** Edit distance in which swapping two neighbouring letters is one typo, as people make it, not two. */
export function typos(a: string, b: string): number {
  const edits = distance(a, b);
  return edits === 2 && isAdjacentSwap(a, b) ? 1 : edits;
}

function isAdjacentSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let first = -1;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] === b[i]) continue;
    if (first === -1) first = i;
    else return i === first + 1 && a[first] === b[i] && a[i] === b[first] && a.slice(i + 1) === b.slice(i + 1);
  }
  return false;
}

export function allowedTypos(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** The term with each misspelt word replaced by its nearest known word, or undefined when nothing changes. */
export function correctedTerm(term: string, vocabulary: SearchVocabulary): string | undefined {
  let changed = false;
  // Words as the title vocabulary holds them: the parser splits "wyrne's" and "bone-handled" into their parts.
  const corrected = term.replace(/\p{L}[\p{L}\p{N}]*/gu, (word) => {
    const nearest = vocabulary.nearest(word);
    if (nearest === undefined) return word;
    changed = true;
    return nearest;
  });
  return changed ? corrected : undefined;
}
