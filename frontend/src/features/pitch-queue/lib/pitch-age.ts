import { relativeTime } from '../../../lib/relative-time';

/** How long a pitch has waited, in the site's relative-time wording (spec section 9): "3 hours ago", "just now". */
export function pitchAge(createdAt: string, now: number = Date.now()): string {
  return relativeTime(Math.min(Date.parse(createdAt), now), now);
}

/** A slug from a title, as the server makes one: lowercase letters and digits joined by dashes. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}
