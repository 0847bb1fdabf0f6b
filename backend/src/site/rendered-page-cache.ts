import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import { CSRF_COOKIE } from '../common/auth/login-sessions';
import { LOGIN_SESSION_COOKIE } from '../common/auth/viewer';
import { PageCaches } from '../common/cache/page-caches';
import { TtlLruCache } from '../common/cache/ttl-lru-cache';

/** Rendered pages kept per process: every page of every country variant a crawler walks in one TTL. */
const MAX_PAGES = 2_000;
/**
 * How long after its TTL a page may still be sent while one background render refreshes it (as the catalogue's
 * response cache does with its JSON): no visitor waits for the render of a page that was already there.
 */
const STALE_MS = 60_000;

/**
 * Cookies the render never reads: the login session and its CSRF marker (the render is of public data, logged out on
 * both sides until hydration). Any other cookie may change the page (country pick, mature gifts, scroll variant,
 * dismissed banners, the random list's seed ...), so a request carrying one is rendered afresh.
 */
const UNREAD_COOKIES: ReadonlySet<string> = new Set([LOGIN_SESSION_COOKIE, CSRF_COOKIE]);

/** The encodings a kept page is sent in, best first. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * How hard a page's body is compressed. `kept`: for a page sent to every visitor until it expires; on the demo's home
 * page and a gift guide, brotli 6 is 19% and 34% smaller than gzip 9 (which is no smaller than Fastify's per-request
 * gzip 6), and brotli 11 saves another 10% for 50 times the work. `first`: for the answer of the visitor whose request
 * rendered the page. A crawler asks for most pages once (every one of 100,000 product pages), so most renders are
 * sent once and dropped: brotli 4 is about 10% larger than brotli 6 for three quarters of its CPU on the home page's
 * 82 kB alone (0.54 against 0.73 ms); in the API it saved 0.9-3.3 ms of the 4-10 ms of CPU a page rendered from
 * scratch (product pages the least, the home page the most).
 */
const LEVELS = {
  first: { br: 4, gzip: 6 },
  kept: { br: 6, gzip: 9 },
} as const satisfies Record<string, Record<PageEncoding, number>>;

/** The HTML compressed with `encoding` at its level for `use`, on zlib's thread pool (off the event loop). */
function compress(html: string, encoding: PageEncoding, use: keyof typeof LEVELS): Promise<Buffer> {
  const text = Buffer.from(html, 'utf8');
  const level = LEVELS[use][encoding];
  return encoding === 'br'
    ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
    : gzipped(text, { level });
}

/** A page's answer: its status and HTML; a page every visitor without a variant cookie shares is `keepable`. */
export class PageAnswer {
  /** The body each encoding was first sent in (quickly compressed), and the smaller one made once the page is sent again. */
  private readonly first = new Map<PageEncoding, Promise<Buffer>>();
  private readonly kept = new Map<PageEncoding, Buffer>();
  private readonly keeping = new Set<PageEncoding>();

  constructor(
    readonly status: number,
    readonly html: string,
    readonly keepable: boolean,
    /** Seconds a crawler should wait before asking again (a page that could not be resolved). */
    readonly retryAfterS?: number,
  ) {}

  /**
   * The HTML compressed with `encoding`, made once per answer and shared by every visitor it is sent to. The first
   * visitor gets it quickly compressed; when it is asked for again, the smaller body is made in the background and
   * sent from then on, so only pages sent more than once pay for it.
   */
  encoded(encoding: PageEncoding): Promise<Buffer> {
    const kept = this.kept.get(encoding);
    if (kept) return Promise.resolve(kept);
    const first = this.first.get(encoding);
    if (!first) {
      const made = compress(this.html, encoding, 'first');
      this.first.set(encoding, made);
      return made;
    }
    if (!this.keeping.has(encoding)) {
      this.keeping.add(encoding);
      // On failure the page keeps being sent as it was first: nothing a visitor would notice.
      compress(this.html, encoding, 'kept').then(
        (body) => this.kept.set(encoding, body),
        () => undefined,
      );
    }
    return first;
  }
}

/** A page that moved (parseSiteRoute's redirects), with the request's query carried over. */
export interface PageRedirect {
  location: string;
}

export type SiteAnswer = PageAnswer | PageRedirect;

/**
 * Finished pages (head, server-rendered body and query state, and their compressed bytes) for visitors whose page
 * depends on nothing but its address and their country: first visits, crawlers and anyone who has not picked a
 * variant. Such a page is the same for all of them, so it is resolved, rendered and compressed once per
 * CATALOGUE_CACHE_MS (the catalogue response cache's TTL; 0 turns both off) instead of once per request, and a visit
 * costs a lookup and a write. An expired page is sent for up to a minute more while it is rendered again in the
 * background. Every purge (SitePurger, in every API process) drops them all at once, since a page can show anything a
 * purge names: an edit never waits for the stale minute.
 */
@Injectable()
export class RenderedPageCache {
  private readonly pages: TtlLruCache<PageAnswer>;

  private readonly logger = new Logger(RenderedPageCache.name);

  constructor(@Inject(APP_CONFIG) config: AppConfig, caches: PageCaches) {
    this.pages = new TtlLruCache<PageAnswer>(MAX_PAGES, config.CATALOGUE_CACHE_MS, Date.now, {
      staleMs: STALE_MS,
      // A refresh that came out a page not worth keeping (a failed render, logged where it failed) leaves the old one.
      onRefreshError: (error) => {
        if (!(error instanceof NotKept)) this.logger.warn(`A background render of a kept page failed: ${String(error)}`);
      },
    });
    caches.register({ cacheName: 'pages', purge: () => this.pages.purge(() => true) });
  }

  /**
   * The page's key: its address (path and query), host and the country it is rendered for; null when the visitor
   * holds a cookie the render may read, and the page is theirs alone.
   */
  static keyOf(request: { url: string; host: string | undefined; country: string | null; cookieHeader: string | undefined }): string | null {
    for (const part of (request.cookieHeader ?? '').split(';')) {
      const name = part.split('=', 1)[0]!.trim();
      if (name !== '' && !UNREAD_COOKIES.has(name)) return null;
    }
    return JSON.stringify([request.host ?? '', request.country ?? '', request.url]);
  }

  /**
   * The answer under `key`, made by `answer` when it is not kept. Only keepable pages are kept: a redirect is cheap,
   * and a page that could not be rendered or resolved is tried afresh.
   */
  async getOrAnswer(key: string, answer: () => Promise<SiteAnswer>): Promise<SiteAnswer> {
    try {
      return await this.pages.getOrLoad(key, async () => {
        const made = await answer();
        if (!(made instanceof PageAnswer) || !made.keepable) throw new NotKept(made);
        return made;
      });
    } catch (error) {
      if (error instanceof NotKept) return error.answer;
      throw error;
    }
  }
}

class NotKept extends Error {
  constructor(readonly answer: SiteAnswer) {
    super('not kept');
  }
}
