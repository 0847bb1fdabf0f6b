import { type Country, withCountry } from '../../../lib/country';

export interface NavItem {
  label: string;
  to: string;
  /** Catalogue pages exist per country, so their links keep the visitor's /uk or /ca prefix. */
  localised: boolean;
}

/** Where a menu item leads for a visitor of `country`. */
export function navHref(item: NavItem, country: Country): string {
  return item.localised ? withCountry(item.to, country) : item.to;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Gifts', to: '/gifts/', localised: true },
  { label: 'Popular', to: '/popular/', localised: true },
  { label: 'New', to: '/new/', localised: true },
  { label: 'Random', to: '/random/', localised: true },
  { label: 'Blog', to: '/blog/', localised: false },
  { label: 'Giveaways', to: '/giveaways/', localised: false },
  { label: 'Product pitch', to: '/product-pitch', localised: false },
];

export const FOOTER_ITEMS: readonly { label: string; to: string }[] = [
  { label: 'About', to: '/about/' },
  { label: 'Privacy policy', to: '/privacy-policy/' },
  { label: 'Product pitch terms', to: '/product-pitch-terms-and-conditions/' },
  { label: 'Questions and answers', to: '/faq/' },
  { label: 'Gifts for the journey', to: '/airline/' },
];
