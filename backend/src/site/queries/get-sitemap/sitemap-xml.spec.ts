import { parseSitemapFileName, sitemapFileName } from './sitemap-reader';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

describe('sitemap files', () => {
  it('escapes what XML cannot hold as it is, and gives each URL its lastmod', () => {
    const xml = urlSetXml([{ loc: 'https://gifts.example/search/?a=1&b=<2>', lastmod: new Date('2026-11-27T10:00:00Z') }, { loc: 'https://gifts.example/about/' }]);
    expect(xml).toContain('<url><loc>https://gifts.example/search/?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-11-27T10:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://gifts.example/about/</loc></url>');
    expect(sitemapIndexXml([{ loc: 'https://gifts.example/sitemaps/posts-1.xml', lastmod: null }])).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('names the files of the index and reads the names back', () => {
    expect(sitemapFileName({ kind: 'posts', chunk: 0 })).toBe('posts-1.xml');
    expect(parseSitemapFileName('posts-3.xml')).toEqual({ kind: 'posts', chunk: 2 });
    expect(parseSitemapFileName('guides.xml')).toEqual({ kind: 'guides' });
    for (const bad of ['posts-0.xml', 'posts-01.xml', 'secrets.xml', 'posts-1.xml.bak']) expect(parseSitemapFileName(bad)).toBeNull();
  });
});
