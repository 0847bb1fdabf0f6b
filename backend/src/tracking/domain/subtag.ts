import { createHash } from 'node:crypto';

/** Traffic channels a subtag names first, so an earnings report's subtags group by source at a glance. */
const CHANNELS: Array<[RegExp, string]> = [
  [/(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|brave)\./i, 's'],
  [/(^|\.)(pinterest|pin\.it)/i, 'p'],
  [/(^|\.)(facebook|fb|instagram|twitter|x|t|reddit|tiktok|threads|bsky|youtube)\.(com|co|app|net|social)$/i, 'o'],
  [/(^|\.)(mail\.|outlook|gmail|newsletter)/i, 'e'],
];

export interface SubtagInput {
  session: string;
  referrer: string;
  currentUrl: string;
}

export interface Subtag {
  subtag: string;
  /** d direct, i our own pages, s search, p pinterest, o other social, e email, r any other referrer. */
  channel: string;
  referrerHost: string;
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://site.invalid').pathname.slice(0, 512);
  } catch {
    return '';
  }
}

/**
 * The subtag a session's affiliate links carry (ascsubtag): its channel letter and 8 hex characters of a hash of the
 * session, so the same session always gets the same subtag per channel, and a report line can be traced back to the
 * session through the subtag.issued event without the session id itself leaving the site.
 */
export function subtagFor({ session, referrer, currentUrl }: SubtagInput): Subtag {
  const referrerHost = hostOf(referrer);
  const ownHost = hostOf(currentUrl);
  const channel =
    referrerHost === ''
      ? 'd'
      : ownHost !== '' && referrerHost === ownHost
        ? 'i'
        : (CHANNELS.find(([pattern]) => pattern.test(referrerHost))?.[1] ?? 'r');
  const hash = createHash('sha256').update(`subtag:${session}`).digest('hex').slice(0, 8);
  return { subtag: `${channel}${hash}`, channel, referrerHost };
}
