import type { PostCategory } from '@emberhold/contracts';

/** Amazon's stores by host: each regional store by the name it goes by, so a UK visitor knows where they are sent. */
const AMAZON_STORES: Readonly<Record<string, string>> = {
  'amazon.com': 'Amazon',
  'amazon.co.uk': 'Amazon.co.uk',
  'amazon.ca': 'Amazon.ca',
  'amzn.to': 'Amazon',
  'amzn.com': 'Amazon',
};

/** Retailers whose own spelling is not their host's in title case. */
const RETAILER_NAMES: Readonly<Record<string, string>> = {
  ebay: 'eBay',
  bestbuy: 'Best Buy',
  thinkgeek: 'ThinkGeek',
  lego: 'LEGO',
  boxlunch: 'BoxLunch',
  hottopic: 'Hot Topic',
  barnesandnoble: 'Barnes & Noble',
  bn: 'Barnes & Noble',
  uncommongoods: 'Uncommon Goods',
  notonthehighstreet: 'Not On The High Street',
};

/** Hosts that only pass the click on (affiliate networks, link shorteners): they do not name the shop. */
const GO_BETWEENS = new Set([
  'linksynergy',
  'skimresources',
  'shareasale',
  'awin1',
  'prf',
  'anrdoezrs',
  'jdoqocy',
  'tkqlhce',
  'dpbolvw',
  'kqzyfj',
  'bit',
  'tinyurl',
  'sovrn',
  'viglink',
  'howl',
]);

/** Second-level labels under a country code that are not the shop's name (shop.co.uk, shop.com.au). */
const SHARED_SECOND_LEVELS = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'ltd', 'plc']);

/** The button's words when the link does not say which shop it goes to. */
export const BUY_NOW = 'Buy now';

/**
 * The buy button's words: the retailer the link goes to ("Buy on Amazon", "Buy on Amazon.co.uk" when it goes to the
 * UK store, "Buy on Etsy"), from the link's host; "Buy now" when the host does not name a shop.
 */
export function buyLabel(link: string): string {
  const name = retailerName(link);
  return name ? `Buy on ${name}` : BUY_NOW;
}

/** The retailer a product link goes to, by its host; undefined when the host names none. */
export function retailerName(link: string): string | undefined {
  let host: string;
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    host = url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return undefined;
  }
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return undefined;
  const labels = host.split('.').filter(Boolean);
  if (labels.length < 2) return undefined;
  if (labels[0] === 'www' || labels[0] === 'smile' || labels[0] === 'm') labels.shift();
  const bare = labels.join('.');
  const amazon = AMAZON_STORES[bare];
  if (amazon) return amazon;
  if (labels[0] === 'amazon' && labels.length >= 2) return `Amazon.${labels.slice(1).join('.')}`;
  // The label before the public suffix: etsy.com, shop.example.co.uk → example.
  const last = labels.length - 1;
  const shared = labels.length >= 3 && labels[last]!.length === 2 && SHARED_SECOND_LEVELS.has(labels[last - 1]!);
  const label = labels[shared ? last - 2 : last - 1];
  if (!label || GO_BETWEENS.has(label) || /^xn--/.test(label)) return undefined;
  return RETAILER_NAMES[label] ?? label.split('-').filter(Boolean).map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
}

/** One step of a post page's breadcrumb that leads somewhere: a gift guide. */
export interface GuideStep {
  name: string;
  /** The guide's path without the country prefix. */
  path: string;
}

/**
 * The gift guides a post page's breadcrumb leads through: the post's first guide, under its parent when it is nested
 * ("Gifts / For Gamers / Dice / the post"). Empty for a post in no guide.
 */
export function guideTrail(categories: readonly PostCategory[] | undefined): GuideStep[] {
  const guide = categories?.[0];
  if (!guide) return [];
  if (!guide.parent) return [{ name: guide.name, path: `/gifts/${guide.slug}/` }];
  return [
    { name: guide.parent.name, path: `/gifts/${guide.parent.slug}/` },
    { name: guide.name, path: `/gifts/${guide.parent.slug}/${guide.slug}/` },
  ];
}
