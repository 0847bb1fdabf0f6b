/** The sitemaps protocol's limit: at most 50,000 URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** An absolute URL. */
  loc: string;
  lastmod?: Date | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A sitemap file: its URLs (at most SITEMAP_MAX_URLS; the reader never gives more). */
export function urlSetXml(entries: SitemapEntry[]): string {
  return `${HEAD}<urlset ${NS}>\n${entries.map((e) => entry('url', e)).join('\n')}\n</urlset>\n`;
}

/** The sitemap index: the sitemap files, each with the time its newest URL changed. */
export function sitemapIndexXml(entries: SitemapEntry[]): string {
  return `${HEAD}<sitemapindex ${NS}>\n${entries.map((e) => entry('sitemap', e)).join('\n')}\n</sitemapindex>\n`;
}
