import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { siteOrigin } from './site-address';

/**
 * The site's origin for absolute links (mails, PayPal's return address, canonical URLs): PUBLIC_URL, else the address
 * this process listens on. Never the request's Host or X-Forwarded-Host.
 */
@Injectable()
export class SiteOrigin {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  origin(): string {
    const server = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>().server;
    const address = server?.listening ? (server.address() as AddressInfo | string | null) : null;
    return siteOrigin(this.config, address && typeof address === 'object' ? address : null);
  }

  /** An absolute link to a path of the site. */
  link(path: string): string {
    return new URL(path, this.origin()).toString();
  }
}

@Global()
@Module({ providers: [SiteOrigin], exports: [SiteOrigin] })
export class SiteOriginModule {}
