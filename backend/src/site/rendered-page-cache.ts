import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import { CSRF_COOKIE } from '../common/auth/login-sessions';
import { LOGIN_SESSION_COOKIE } from '../common/auth/viewer';
import { PageCaches } from '../common/cache/page-caches';
import { TtlLruCache } from '../common/cache/ttl-lru-cache';
import type { RenderedPage } from './page-renderer';

/** Rendered pages kept per process: every page of every country variant a crawler walks in one TTL. */
const MAX_PAGES = 2_000;

/**
 * Cookies the render never reads: the login session and its CSRF marker (the render is of public data, logged out on
 * both sides until hydration). Any other cookie may change the page (country pick, mature gifts, scroll variant,
 * dismissed banners, the random list's seed ...), so a request carrying one is rendered afresh.
 */
const UNREAD_COOKIES: ReadonlySet<string> = new Set([LOGIN_SESSION_COOKIE, CSRF_COOKIE]);

/**
 * The server-rendered HTML of visitor pages, for visitors whose page depends on nothing but its address and their
 * country: first visits, crawlers and anyone who has not picked a variant. Such a page is the same for all of them, so
 * it is rendered once per CATALOGUE_CACHE_MS (the catalogue response cache's TTL; 0 turns both off) instead of once per
 * request. Every purge (SitePurger, in every API process) drops them all, since a page can show anything a purge names.
 */
@Injectable()
export class RenderedPageCache {
  private readonly pages: TtlLruCache<RenderedPage>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, caches: PageCaches) {
    this.pages = new TtlLruCache<RenderedPage>(MAX_PAGES, config.CATALOGUE_CACHE_MS);
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

  /** The page under `key`, rendered by `render` when it is not kept; a page that could not be rendered is not kept. */
  async getOrRender(key: string, render: () => Promise<RenderedPage | undefined>): Promise<RenderedPage | undefined> {
    try {
      return await this.pages.getOrLoad(key, async () => {
        const page = await render();
        if (!page) throw new NotRendered();
        return page;
      });
    } catch (error) {
      if (error instanceof NotRendered) return undefined;
      throw error;
    }
  }
}

class NotRendered extends Error {}
