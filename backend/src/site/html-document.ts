import { readFileSync } from 'node:fs';

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

/**
 * The built index.html with a marker where each page's head goes, so crawlers without JavaScript see the title,
 * description, canonical URL, Open Graph tags and structured data of the page they asked for.
 */
export class HtmlDocument {
  private readonly before: string;
  private readonly after: string;

  constructor(indexHtml: string) {
    const marker = '<!--app-head-->';
    const at = indexHtml.indexOf(marker);
    if (at < 0) throw new Error(`index.html has no ${marker} marker`);
    // The page's own <title> replaces the default one of the template.
    const template = indexHtml.replace(/<title>[^<]*<\/title>/, '');
    const split = template.indexOf(marker);
    this.before = template.slice(0, split);
    this.after = template.slice(split + marker.length);
  }

  static fromFile(path: string): HtmlDocument {
    return new HtmlDocument(readFileSync(path, 'utf8'));
  }

  render(head: PageHead): string {
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
    if (head.jsonLd) {
      // "<" is escaped so no string inside the data can close the script element.
      tags.push(`<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`);
    }
    return `${this.before}${tags.join('\n    ')}${this.after}`;
  }
}
