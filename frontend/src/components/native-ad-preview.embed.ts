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

/**
 * The player address of embed code: the src of its first iframe when it is https on an allowed host, else null. The
 * card builds its own iframe from it rather than putting the code into the page, so what an advertiser types in the
 * editor's preview (not yet sanitized by the server) can run nothing but that player.
 */
export function embedPlayerSrc(code: string | null | undefined): string | null {
  if (!code) return null;
  const iframe = new DOMParser().parseFromString(code, 'text/html').querySelector('iframe[src]');
  const src = iframe?.getAttribute('src');
  if (!src) return null;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}
