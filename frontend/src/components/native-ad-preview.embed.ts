/**
 * The players an ad's embed code may come from: the iframe hosts the server's sanitizer allows (backend
 * common/embeds/embed-code.ts, EMBED_PROVIDERS), kept in step by hand. The site's CSP allows frames from them.
 */
export const EMBED_HOSTS: readonly string[] = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.tiktok.com',
  'www.instagram.com',
  'www.facebook.com',
  'platform.twitter.com',
  'open.spotify.com',
  'w.soundcloud.com',
];

const IFRAME_SRC = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The player address of embed code: the src of its first iframe when it is https on an allowed host, else null. The
 * card builds its own iframe from it rather than putting the code into the page, so what an advertiser types in the
 * editor's preview (not yet sanitized by the server) can run nothing but that player. The code is read as text, never
 * parsed into a document: its handlers (onload=...) are not even looked at.
 */
export function embedPlayerSrc(code: string | null | undefined): string | null {
  const match = code ? IFRAME_SRC.exec(code) : null;
  const raw = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!raw) return null;
  const src = raw.trim().replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}
