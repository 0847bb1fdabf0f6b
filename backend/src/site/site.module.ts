import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { Inject, Logger, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CatalogueModule } from '../catalogue/catalogue.public';
import { failure } from '../common/http/api-response';
import { VisitorCountry } from '../common/geo/visitor-country';
import { SiteOrigin } from '../common/http/site-origin';
import { parseSiteRoute } from '@emberhold/contracts';
import { HtmlDocument, type PageBody } from './html-document';
import { isRenderedOnServer, PageRenderer } from './page-renderer';
import { PAGE_ENCODINGS, PageAnswer, RenderedPageCache, type SiteAnswer } from './rendered-page-cache';
import { GetBlogPostSummaryHandler } from './queries/get-blog-post-summary/get-blog-post-summary.handler';
import { GetGiftListSummaryHandler } from './queries/get-gift-list-summary/get-gift-list-summary.handler';
import { GetGiveawaySummaryHandler } from './queries/get-giveaway-summary/get-giveaway-summary.handler';
import { GetSitemapHttpController } from './queries/get-sitemap/get-sitemap.http.controller';
import { SitemapReader } from './queries/get-sitemap/sitemap-reader';
import { GetPostSummaryHandler } from './queries/get-post-summary/get-post-summary.handler';
import { SITE_NAME, type SitePage, SitePages } from './site-pages';
import { handOverCountry, SITE_COUNTRY_COOKIE, unprefixedVariant } from './visitor-country-cookie';

/** The built site (vite build). Overridable for deployments that ship it elsewhere. */
const siteDist = resolve(process.env.EMBERHOLD_SITE_DIST ?? join(__dirname, '..', '..', '..', 'frontend', 'dist'));
/** The server renderer built beside it (vite build --ssr): frontend/dist-server, or the site's folder + "-server". */
const siteServerDist = resolve(process.env.EMBERHOLD_SITE_SERVER_DIST ?? `${siteDist}-server`);
const API_PREFIXES = ['/api/', '/media/', '/assets/'];

/**
 * Serves the single-page site from the same port as the API: the built files of the site (hashed assets with long
 * caching), uploaded and generated media from the data directory, and index.html (with the page's head) for every
 * other GET.
 */
@Module({
  imports: [CatalogueModule],
  // /sitemap.xml, its files and /robots.txt: fixed routes, so they come before the page fallback.
  controllers: [GetSitemapHttpController],
  providers: [SitemapReader, SitePages, RenderedPageCache, GetPostSummaryHandler, GetGiftListSummaryHandler, GetBlogPostSummaryHandler, GetGiveawaySummaryHandler],
})
export class SiteModule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SiteModule.name);
  private renderer: PageRenderer | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pages: SitePages,
    private readonly site: SiteOrigin,
    private readonly countries: VisitorCountry,
    private readonly renderedPages: RenderedPageCache,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const mediaDir = join(this.config.dataDir, 'media');
    mkdirSync(mediaDir, { recursive: true });
    await fastify.register(fastifyStatic, { root: mediaDir, prefix: '/media/', decorateReply: false, maxAge: '1d', index: false });

    const indexFile = join(siteDist, 'index.html');
    if (!existsSync(indexFile)) {
      this.logger.warn(`No built site at ${siteDist}; run "npm run build -w frontend". The API still works.`);
      fastify.get('/*', (request, reply) => this.page(request, reply, undefined));
      return;
    }
    // One route per built file (wildcard: false), so a path that is no file still reaches the page fallback below.
    // Hashed assets never change under their name; every other file (favicon.svg, robots.txt ...) keeps its name
    // across builds and is revalidated after an hour.
    await fastify.register(fastifyStatic, {
      root: join(siteDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      wildcard: false,
      immutable: true,
      maxAge: '365d',
      // The build writes .br and .gz beside each script and stylesheet (frontend/vite.config.ts).
      preCompressed: true,
      index: false,
    });
    await fastify.register(fastifyStatic, {
      root: siteDist,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      // index.html is only the template of the page fallback; dot folders (.vite/manifest.json) stay private.
      globIgnore: ['index.html', 'assets/**'],
      serveDotFiles: false,
      maxAge: '1h',
      index: false,
    });
    const document = HtmlDocument.fromSite(siteDist);
    this.renderer = PageRenderer.load(siteServerDist, fastify, this.logger, this.config.SSR_THREADS);
    // The lowest-priority route: every GET no API route or asset matched is a page of the site.
    fastify.get('/*', (request, reply) => this.page(request, reply, document));
  }

  async onModuleDestroy(): Promise<void> {
    await this.renderer?.close();
  }

  /**
   * Every page gets its own status and head from the server: a crawler without JavaScript sees the title, canonical
   * URL and structured data, and an unknown post or list answers 404 (with the same shell, so a browser still shows
   * the not-found page) instead of an empty 200. A page every visitor without a variant cookie shares is answered from
   * the rendered-page cache, compressed once.
   */
  private async page(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument | undefined): Promise<FastifyReply> {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || !document) {
      return reply.status(404).send({ ...failure('Not found'), request_id: request.id });
    }
    // Where the visitor is, decided afresh for every page: the site reads it from the `country` cookie.
    const country = this.countries.of(request);
    const key = this.renderer ? RenderedPageCache.keyOf({ url: request.url, host: request.headers.host, country, cookieHeader: request.headers.cookie }) : null;
    const make = () => this.answer(request, path, country, document, key !== null);
    const answer = key === null ? await make() : await this.renderedPages.getOrAnswer(key, make);
    if (!(answer instanceof PageAnswer)) return reply.redirect(answer.location, 301);

    handOverCountry(request, reply, country);
    reply.status(answer.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (answer.retryAfterS !== undefined) reply.header('retry-after', String(answer.retryAfterS));
    // A page made for this visitor alone is compressed on its way out like any answer (@fastify/compress).
    if (!answer.keepable) return reply.send(answer.html);
    reply.header('vary', 'accept-encoding');
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), [...PAGE_ENCODINGS]);
    if (encoding === null) return reply.send(answer.html);
    const body = await answer.encoded(encoding);
    return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
  }

  /** The page at the request's address: its head resolved, its body rendered, in the document. */
  private async answer(request: FastifyRequest, path: string, country: string | null, document: HtmlDocument, shared: boolean): Promise<SiteAnswer> {
    const origin = this.site.origin();
    const query = request.url.slice(path.length);
    let page: SitePage;
    try {
      page = await this.pages.resolve(path, origin, unprefixedVariant(request.cookies?.[SITE_COUNTRY_COOKIE], country), query);
    } catch (error) {
      // The shell still works in a browser; crawlers are told to come back rather than index a generic page.
      this.logger.error(`Could not resolve the page ${path}: ${String(error)}`);
      const head = { title: `${SITE_NAME} — gifts for fans of The Emberhold Saga`, description: '', canonical: new URL(path, origin).toString(), robots: 'noindex' };
      return new PageAnswer(503, document.render(head), false, 30);
    }
    if (page.status === 301) return { location: page.location };
    const body = await this.body(request, path, page.status, country);
    // A rendered page carries its data (the query state): a preload of the same API read would only be fetched twice.
    const head = body?.hydrate ? { ...page.head, preloadApi: undefined } : page.head;
    // Only a rendered page is worth keeping: a shell is cheap, and a failed render is tried again.
    return new PageAnswer(page.status, document.render(head, body), shared && body !== undefined);
  }

  /**
   * The visitor pages are rendered on the server (their content is in the first answer, and the browser hydrates it);
   * a missing page gets the rendered not-found page, which the browser renders anew for its address. Private pages,
   * and any page whose render fails, go out as the empty shell.
   */
  private async body(request: FastifyRequest, path: string, status: number, country: string | null): Promise<PageBody | undefined> {
    if (!this.renderer) return undefined;
    // The page renders with the cookies the browser will hold once this answer is in: the visitor's, and the country
    // handed over with it (first, so it wins over an older one).
    const cookies = [country === null ? undefined : `country=${country}`, request.headers.cookie].filter(Boolean).join('; ');
    const host = request.headers.host;
    if (status === 404) return this.renderer.render('/404', cookies, host, false);
    const route = parseSiteRoute(path);
    if (route.kind === 'redirect' || !isRenderedOnServer(route)) return undefined;
    return this.renderer.render(request.url, cookies, host);
  }
}
