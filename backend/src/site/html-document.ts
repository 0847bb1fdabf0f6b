import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Robots directives, e.g. "noindex" for the 404 page; absent means indexable. */
  robots?: string;
  openGraph?: Record<string, string>;
  /** Serialised into <script type="application/ld+json">. */
  jsonLd?: object;
  /** API reads the page will make first: fetched while the script loads instead of after it has run. */
  preloadApi?: string[];
}

/** A page the server rendered into the root (backend/src/site/page-renderer). */
export interface PageBody {
  html: string;
  /** Tags React hoists out of the page (the preload of its main image), trusted markup from the renderer. */
  head?: string;
  /** The dehydrated query cache as JSON text with "<" escaped (frontend/src/app/query-state). */
  state: string;
  /** Whether the browser hydrates this HTML (data-ssr="hydrate") or renders the page anew over it. */
  hydrate: boolean;
}

const ROOT = '<div id="root"></div>';
/** The id the browser reads the query cache from (frontend/src/app/query-state.ts QUERY_STATE_ID). */
const QUERY_STATE_ID = 'emberhold-query-state';

/**
 * The built index.html with a marker where each page's head goes, so crawlers without JavaScript see the title,
 * description, canonical URL, Open Graph tags and structured data of the page they asked for.
 */
export class HtmlDocument {
  private readonly before: string;
  /** From the head marker to the root element. */
  private readonly middle: string;
  private readonly after: string;

  constructor(indexHtml: string) {
    const marker = '<!--app-head-->';
    const at = indexHtml.indexOf(marker);
    if (at < 0) throw new Error(`index.html has no ${marker} marker`);
    // The page's own <title> replaces the default one of the template.
    const template = indexHtml.replace(/<title>[^<]*<\/title>/, '');
    const split = template.indexOf(marker);
    this.before = template.slice(0, split);
    const rest = template.slice(split + marker.length);
    const root = rest.indexOf(ROOT);
    if (root < 0) throw new Error(`index.html has no ${ROOT}`);
    this.middle = rest.slice(0, root);
    this.after = rest.slice(root + ROOT.length);
  }

  /**
   * The document of the built site in `siteDist`, with the site's stylesheets inlined: a page's first paint then needs
   * its HTML alone. On a slow phone the stylesheet otherwise shares the link with the scripts the page preloads, and
   * arrived 600 ms after the HTML (bench:ssr); the styles are 8 kB compressed, a small part of any page.
   */
  static fromSite(siteDist: string): HtmlDocument {
    return new HtmlDocument(inlineStylesheets(readFileSync(join(siteDist, 'index.html'), 'utf8'), siteDist));
  }

  /** The page with its head, and with `body` (a server-rendered page) in the root; an empty root without one. */
  render(head: PageHead, body?: PageBody): string {
    const og = { 'og:title': head.title, 'og:description': head.description, 'og:url': head.canonical, 'og:type': 'website', ...head.openGraph };
    const tags = [
      `<title>${escapeHtml(head.title)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}">`,
      ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}">`] : []),
      `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
      ...Object.entries(og).map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`),
    ];
    for (const path of head.preloadApi ?? []) {
      tags.push(`<link rel="preload" href="${escapeHtml(path)}" as="fetch" crossorigin="anonymous">`);
    }
    if (body?.head) tags.push(body.head);
    if (head.jsonLd) {
      // "<" is escaped so no string inside the data can close the script element.
      tags.push(`<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`);
    }
    const root = body
      ? `<div id="root"${body.hydrate ? ' data-ssr="hydrate"' : ''}>${body.html}</div>` +
        (body.hydrate ? `<script type="application/json" id="${QUERY_STATE_ID}">${body.state}</script>` : '')
      : ROOT;
    return `${this.before}${tags.join('\n    ')}${this.middle}${root}${this.after}`;
  }
}

/**
 * `html` with each of its own stylesheets (a `<link rel="stylesheet">` to a file of the site) in a <style> element
 * instead. A stylesheet that is missing, or that could close the element early, keeps its link.
 */
export function inlineStylesheets(html: string, siteDist: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const path = join(siteDist, file);
    if (file.split('/').includes('..') || !existsSync(path)) return link;
    const css = readFileSync(path, 'utf8');
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}
