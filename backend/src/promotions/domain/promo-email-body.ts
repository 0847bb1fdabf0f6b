import sanitizeHtml from 'sanitize-html';

/**
 * What markup a promo email keeps (sanitize-html, an allow-list): basic formatting and links to http, https and mailto
 * addresses. Everything else goes: scripts and styles with their content, iframes, forms, images, event handlers,
 * style and class attributes, and links to any other scheme (javascript:, data:, protocol-relative).
 */
const EMAIL_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr', 'a', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'head'],
};

/** The body's markup as it may go out: basic formatting and links only. */
export function sanitizePromoHtml(body: string): string {
  return sanitizeHtml(body, EMAIL_MARKUP).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain-text part of a promo email from its sanitized HTML, as lines: paragraphs and headings apart, list items
 * with a dash, a link as its text and its address in brackets (or the address alone when that is its text).
 */
export function promoTextLines(sanitized: string): string[] {
  const marked = sanitized
    .replace(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, inner: string) => {
      const label = inner.replace(/<[^>]*>/g, '').trim();
      const address = decodeEntities(href);
      return !label || decodeEntities(label) === address || decodeEntities(label) === address.replace(/^mailto:/, '') ? href : `${inner} (${href})`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<hr\s*\/?>/gi, '\n\n---\n\n')
    .replace(/<\/(p|h[1-4]|blockquote|ul|ol|pre)>/gi, '\n\n');
  const text = decodeEntities(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .split('\n');
}
