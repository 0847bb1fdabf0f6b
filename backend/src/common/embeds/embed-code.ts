import sanitizeHtml from 'sanitize-html';

/**
 * The video and social players an embed may come from: their iframe hosts. Embeds that need the provider's script
 * (a blockquote plus <script>) are not taken: no script from outside runs on the site's pages.
 */
export const EMBED_PROVIDERS: Readonly<Record<string, readonly string[]>> = {
  YouTube: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'],
  Vimeo: ['player.vimeo.com'],
  TikTok: ['www.tiktok.com'],
  Instagram: ['www.instagram.com'],
  Facebook: ['www.facebook.com'],
  'X (Twitter)': ['platform.twitter.com'],
  Spotify: ['open.spotify.com'],
  SoundCloud: ['w.soundcloud.com'],
};

const HOSTS = Object.values(EMBED_PROVIDERS).flat();

/** Longest embed code taken, before sanitizing (a player's iframe is a few hundred characters). */
export const EMBED_MAX_LENGTH = 4000;

export const EMBED_REFUSED = `Please paste the embed code of a video or post from ${Object.keys(EMBED_PROVIDERS).join(', ')} (an <iframe>).`;

export type SanitizedEmbed = { ok: true; html: string } | { ok: false; reason: string };

const allowedSource = (src: string | undefined): boolean => {
  if (src === undefined) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
};

/**
 * Embed code as the site shows it: one iframe from an allowed provider, over https, with only the attributes a
 * player needs, sized 100% by 100% of its box (spec section 5). Everything else (scripts, handlers, styles, other
 * tags, text) goes; code that holds no allowed player is refused with the reason.
 */
export function sanitizeEmbed(code: string): SanitizedEmbed {
  if (code.length > EMBED_MAX_LENGTH) return { ok: false, reason: `Embed code can be at most ${EMBED_MAX_LENGTH} characters.` };
  let players = 0;
  const html = sanitizeHtml(code, {
    allowedTags: ['iframe'],
    allowedAttributes: { iframe: ['src', 'title', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy', 'width', 'height'] },
    allowedSchemes: ['https'],
    allowedSchemesByTag: { iframe: ['https'] },
    allowedIframeHostnames: HOSTS,
    allowIframeRelativeUrls: false,
    // A second player, or an iframe whose source was dropped, goes entirely.
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'iframe') return false;
      if (!allowedSource(frame.attribs.src) || players >= 1) return true;
      players += 1;
      return false;
    },
    transformTags: {
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, width: '100%', height: '100%', loading: 'lazy', frameborder: '0' } }),
    },
    textFilter: () => '',
  }).trim();
  if (players === 0 || !html.startsWith('<iframe')) return { ok: false, reason: EMBED_REFUSED };
  return { ok: true, html };
}
