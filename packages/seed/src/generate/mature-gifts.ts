import type { SeedPost } from '../catalogue.types';

/**
 * The demo catalogue's mature gifts: adult gag gifts flagged nsfw, which lists, search and related items leave out
 * until a visitor asks to see mature gifts (the nsfw cookie). Each takes the place of one generated post, keeping its
 * id, link, art, scores and publication date, so every other post of the catalogue stays as it was.
 */
export interface MatureGift {
  /** The id of the generated post it replaces. */
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly content: string;
  readonly price: number;
  readonly category_slugs: readonly string[];
}

export const MATURE_GIFTS: readonly MatureGift[] = [
  {
    id: 317,
    slug: 'bawdy-ballads-of-the-emberhold-taverns-uncensored-songbook',
    title: 'Bawdy Ballads of the Emberhold Taverns - Uncensored Songbook',
    content:
      'Every ribald verse the tavern singers of the saga only hint at, printed in full with chords for the lute. Strictly for grown-ups: a riotous gift for the friend who leads the singing after the third round.',
    price: 19.99,
    category_slugs: ['gifts-for-book-lovers', 'birthday-gifts', 'gifts-under-25'],
  },
  {
    id: 1_042,
    slug: 'wyrmfire-drinking-game-adults-only',
    title: 'Wyrmfire Drinking Game (Adults Only)',
    content:
      'Roll the rune dice, and whoever the wyrm picks takes a swig of their own fire. Made for players of legal drinking age, with house rules for a designated dragon rider. A party gift for grown-up fans, not the Longnight family table.',
    price: 24.99,
    category_slugs: ['gifts-for-dragon-riders', 'birthday-gifts', 'gifts-under-25'],
  },
  {
    id: 1_876,
    slug: 'naughty-night-at-the-hearth-card-game',
    title: 'Naughty Night at the Hearth Card Game',
    content:
      'A cheeky card game of innuendo and dares set in the seven Hearth houses. The prompts are explicit, so it is one for adult game nights only. Comes with a sealed expansion for Longnight parties.',
    price: 29.5,
    category_slugs: ['wedding-gifts', 'gifts-under-50'],
  },
];

/** The posts with each mature gift in its place (a catalogue smaller than a gift's id simply has none of it). */
export function withMatureGifts(posts: readonly SeedPost[]): SeedPost[] {
  const byId = new Map(MATURE_GIFTS.map((gift) => [gift.id, gift]));
  return posts.map((post) => {
    const gift = byId.get(post.id);
    if (!gift) return post;
    return { ...post, slug: gift.slug, title: gift.title, content: gift.content, price: gift.price, category_slugs: gift.category_slugs, nsfw: true };
  });
}
