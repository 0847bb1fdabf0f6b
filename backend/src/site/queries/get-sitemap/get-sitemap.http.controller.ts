import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SiteOrigin } from '../../../common/http/site-origin';
import { parseSitemapFileName, SitemapReader, sitemapFileName } from './sitemap-reader';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

/** Read afresh on every request: a post published a moment ago must be in it (no shared cache may keep an older one). */
const NO_STALE_COPIES = 'no-cache';

/**
 * /sitemap.xml (a sitemap index), its files under /sitemaps/, and /robots.txt pointing crawlers at it, all with
 * absolute URLs from the site's configured origin (PUBLIC_URL), as the page heads' canonical URLs.
 */
@ApiExcludeController()
@Controller()
export class GetSitemapHttpController {
  constructor(
    private readonly reader: SitemapReader,
    private readonly site: SiteOrigin,
  ) {}

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', NO_STALE_COPIES)
  async index(): Promise<string> {
    const files = await this.reader.files();
    return sitemapIndexXml(files.map(({ file, lastmod }) => ({ loc: this.site.link(`/sitemaps/${sitemapFileName(file)}`), lastmod })));
  }

  @Get('sitemaps/:file')
  async file(@Param('file') name: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const file = parseSitemapFileName(name);
    if (file === null) return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    const entries = await this.reader.entries(file, (path) => this.site.link(path));
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', NO_STALE_COPIES).send(urlSetXml(entries));
  }

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(): string {
    // The API stays crawlable: a crawler that renders the site's pages reads them through it.
    return `User-agent: *\nDisallow: /admin/\n\nSitemap: ${this.site.link('/sitemap.xml')}\n`;
  }
}
