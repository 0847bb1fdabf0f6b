import type { SeedPost } from '../catalogue.types';
import { itemTypes, type ItemType } from '../world/item-types';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The kind of product a demo ad sells, read from its title the way its item type's names are written ("Tavern Dice
 * Tower" is a Dice Tower, so dice): the longest item name or short noun the title holds as whole words.
 */
export function itemTypeOfAd(title: string): ItemType | undefined {
  let best: { type: ItemType; length: number } | undefined;
  for (const type of itemTypes) {
    for (const noun of [...type.names, type.short]) {
      const found = new RegExp(`\\b${escape(noun)}\\b`, 'i').test(title);
      if (found && (!best || noun.length > best.length)) best = { type, length: noun.length };
    }
  }
  return best?.type;
}

/**
 * A catalogue product that fits a demo ad: one of the ad's item type, its own art first (named for that product). The
 * ad shows this product's picture, so the dice tower's ad shows dice, not a bottle.
 */
export function productForAd(title: string, posts: readonly SeedPost[], index: number): SeedPost | undefined {
  const type = itemTypeOfAd(title);
  if (!type) return undefined;
  const fitting = posts.filter((post) => post.item_type === type.key && post.images.length > 0);
  const ownArt = fitting.filter((post) => post.art.own_files);
  const pool = ownArt.length > 0 ? ownArt : fitting;
  return pool.length === 0 ? undefined : pool[index % pool.length];
}
