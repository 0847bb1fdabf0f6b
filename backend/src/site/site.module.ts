import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { INFRASTRUCTURE, type Infrastructure } from '@emberhold/runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../common/http/api-response';
import { HtmlDocument } from './html-document';

/** The built site (vite build). Overridable for deployments that ship it elsewhere. */
const siteDist = resolve(process.env.EMBERHOLD_SITE_DIST ?? join(__dirname, '..', '..', '..', 'frontend', 'dist'));
const API_PREFIXES = ['/api/', '/media/', '/assets/'];

/**
 * Serves the single-page site from the same port as the API: the built files of the site (hashed assets with long
 * caching), uploaded and generated media from the data directory, and index.html (with the page's head) for every
 * other GET.
 */
@Module({})
export class SiteModule implements OnModuleInit {
  private readonly logger = new Logger(SiteModule.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const mediaDir = join(this.infrastructure.config.dataDir, 'media');
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
    const document = HtmlDocument.fromFile(indexFile);
    // The lowest-priority route: every GET no API route or asset matched is a page of the site.
    fastify.get('/*', (request, reply) => this.page(request, reply, document));
  }

  private page(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument | undefined): void {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || !document) {
      void reply.status(404).send({ ...failure('Not found'), request_id: request.id });
      return;
    }
    const origin = this.infrastructure.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        document.render({
          title: 'Emberhold Gifts: gifts for fans of The Emberhold Saga',
          description: 'Hand-picked gifts for every house of Emberhold: dragon-forged mugs, hearth candles, maps of the realm and more.',
          canonical: new URL(path, origin).toString(),
        }),
      );
  }
}
