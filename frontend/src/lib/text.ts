const ELLIPSIS = '...';

/** Gift card descriptions stop at 110 characters: 107 of text plus an ellipsis (spec section 9). */
export const CARD_DESCRIPTION_LIMIT = 110;
/** Blog excerpts stop at 200 characters: 197 of text plus an ellipsis (spec section 9). */
export const BLOG_EXCERPT_LIMIT = 200;

/** Cuts text to at most `limit` characters, ending in "..." when anything was removed. */
export function truncate(text: string, limit: number = CARD_DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text;
  if (limit <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(0, limit));
  return text.slice(0, limit - ELLIPSIS.length) + ELLIPSIS;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Post content may arrive as editor HTML; cards and excerpts show it as plain text. */
export function toPlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Card copy: plain text on one line, truncated to the card limit. */
export function cardDescription(content: string): string {
  return truncate(toPlainText(content).replace(/\n+/g, ' '), CARD_DESCRIPTION_LIMIT);
}
