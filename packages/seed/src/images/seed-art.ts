/**
 * Deterministic SVG illustrations for the demo catalogue: a house-coloured gradient, a glow, the item
 * silhouette, the house sigil and a caption. Plain string building keeps thousands of images to well under a
 * second of CPU.
 */
import { Random } from '../random';
import { houses, type HearthHouse } from '../world/emberhold-world';
import type { Silhouette } from '../world/item-types';
import { sigils, silhouettes, type ShapeLayer } from './shapes';

const FLAME = '#ffb347';
const SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function houseFor(key: string): HearthHouse {
  return houses.find((h) => h.key === key) ?? (houses[0] as HearthHouse);
}

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  const channel = (shift: number): string => {
    const c = (n >> shift) & 0xff;
    return Math.round(c + (target - c) * a).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function layers(shapes: readonly ShapeLayer[], accent: string, dark: string, strokeWidth: number): string {
  return shapes.map((s) => {
    switch (s.tone) {
      case 'main': return `<path d="${s.d}" fill="${accent}" fill-rule="evenodd"/>`;
      case 'shade': return `<path d="${s.d}" fill="${dark}" fill-opacity="0.55"/>`;
      case 'glow': return `<path d="${s.d}" fill="${FLAME}"/>`;
      case 'line': return `<path d="${s.d}" fill="none" stroke="${accent}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;
      case 'ink': return `<path d="${s.d}" fill="none" stroke="${dark}" stroke-opacity="0.7" stroke-width="${strokeWidth * 0.8}" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
  }).join('');
}

function defs(id: string, house: HearthHouse): string {
  const [primary, secondary] = house.colours;
  return `<defs>`
    + `<linearGradient id="bg${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${tint(primary, 0.12)}"/><stop offset="1" stop-color="${tint(primary, -0.62)}"/></linearGradient>`
    + `<radialGradient id="gl${id}" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="${tint(secondary, 0.2)}" stop-opacity="0.55"/><stop offset="1" stop-color="${secondary}" stop-opacity="0"/></radialGradient>`
    + `<filter id="sh${id}" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#000" flood-opacity="0.45"/></filter>`
    + `</defs>`;
}

function embers(rng: Random, width: number, height: number, colour: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = rng.float(1.2, 4.5);
    out += `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r.toFixed(1)}" fill="${colour}" fill-opacity="${rng.float(0.15, 0.6).toFixed(2)}"/>`;
  }
  return out;
}

function sigilBadge(house: HearthHouse, x: number, y: number, size: number): string {
  const [primary, secondary] = house.colours;
  const scale = (size * 0.62) / 100;
  const offset = size * 0.19;
  return `<g transform="translate(${x} ${y})">`
    + `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${tint(primary, -0.45)}" stroke="${secondary}" stroke-width="3"/>`
    + `<g transform="translate(${offset} ${offset}) scale(${scale.toFixed(3)})">${layers(sigils[house.sigilShape], secondary, tint(primary, -0.3), 8)}</g>`
    + `</g>`;
}

export interface ProductArtInput {
  /** Distinguishes gradient ids and seeds the decoration. */
  readonly key: string;
  readonly houseKey: string;
  readonly silhouette: Silhouette;
  readonly label: string;
  readonly caption: string;
  readonly width: number;
  readonly height: number;
  /** 1 is the hero shot; 2-4 are close-up, pattern and scene variants. */
  readonly variant: number;
}

export function renderProductArt(input: ProductArtInput): string {
  const house = houseFor(input.houseKey);
  const [primary, secondary] = house.colours;
  const { width: w, height: h } = input;
  const rng = new Random(`art:${input.key}:${input.variant}`);
  const id = input.key.replace(/[^a-zA-Z0-9]/g, '');
  const accent = tint(secondary, 0.08);
  const dark = tint(primary, -0.55);
  const variant = ((input.variant - 1) % 4) + 1;
  const cx = w / 2;
  const cy = h * 0.44;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg${id})"/>`;
  if (variant === 3) {
    // Pattern variant: the sigil repeated as a faint wallpaper behind the item.
    for (let gy = -20; gy < h; gy += 110) {
      for (let gx = (gy / 110) % 2 === 0 ? -10 : 45; gx < w; gx += 110) {
        body += `<g transform="translate(${gx} ${gy}) scale(0.6)" opacity="0.13">${layers(sigils[house.sigilShape], secondary, secondary, 8)}</g>`;
      }
    }
  } else {
    body += `<g opacity="0.12" stroke="${secondary}" fill="none">`
      + [0.22, 0.34, 0.46].map((r) => `<circle cx="${cx}" cy="${cy}" r="${(w * r).toFixed(0)}" stroke-width="2"/>`).join('')
      + `</g>`;
  }
  body += `<ellipse cx="${cx}" cy="${cy}" rx="${w * 0.42}" ry="${w * 0.42}" fill="url(#gl${id})"/>`;
  body += embers(rng, w, h, variant === 4 ? FLAME : secondary, variant === 4 ? 46 : 18);
  const zoom = variant === 2 ? 2.2 : 1.7;
  const shift = variant === 2 ? { x: rng.int(-60, 60), y: rng.int(10, 60) } : { x: 0, y: 0 };
  const size = 200 * zoom * (w / 600);
  body += `<g filter="url(#sh${id})" transform="translate(${(cx - size / 2 + shift.x).toFixed(1)} ${(cy - size / 2 + shift.y).toFixed(1)}) scale(${(zoom * (w / 600)).toFixed(3)})">`
    + layers(silhouettes[input.silhouette], accent, dark, 5)
    + `</g>`;
  body += `<ellipse cx="${cx}" cy="${(cy + size * 0.5).toFixed(0)}" rx="${(size * 0.34).toFixed(0)}" ry="10" fill="#000" fill-opacity="0.25"/>`;
  body += sigilBadge(house, 24, 24, 64);
  const bandTop = h - 132;
  body += `<rect y="${bandTop}" width="${w}" height="132" fill="${tint(primary, -0.78)}" fill-opacity="0.72"/>`
    + `<rect y="${bandTop}" width="${w}" height="3" fill="${secondary}" fill-opacity="0.8"/>`;
  const label = input.label.length > 22 ? `${input.label.slice(0, 21)}…` : input.label;
  const labelSize = label.length > 14 ? 40 : 50;
  body += `<text x="${cx}" y="${bandTop + 62}" text-anchor="middle" font-family="${SERIF}" font-size="${labelSize}" font-weight="bold" fill="#fdf6e3">${escapeXml(label)}</text>`
    + `<text x="${cx}" y="${bandTop + 104}" text-anchor="middle" font-family="${SERIF}" font-size="22" letter-spacing="6" fill="${tint(secondary, 0.25)}">${escapeXml(input.caption.toUpperCase())}</text>`;
  body += `<text x="${w - 24}" y="50" text-anchor="end" font-family="${SERIF}" font-size="15" letter-spacing="3" fill="${secondary}" fill-opacity="0.85">THE EMBERHOLD SAGA</text>`;
  return svgDocument(w, h, id, house, body);
}

export interface PanelArtInput {
  readonly key: string;
  readonly houseKey: string;
  readonly title: string;
  readonly kicker: string;
  readonly width: number;
  readonly height: number;
  readonly silhouette?: Silhouette;
}

/** Wide art for blog headers, giveaways, banners and native ads: title text beside an item and the sigil. */
export function renderPanelArt(input: PanelArtInput): string {
  const house = houseFor(input.houseKey);
  const [primary, secondary] = house.colours;
  const { width: w, height: h } = input;
  const rng = new Random(`panel:${input.key}`);
  const id = input.key.replace(/[^a-zA-Z0-9]/g, '');
  let body = `<rect width="${w}" height="${h}" fill="url(#bg${id})"/>`;
  body += `<ellipse cx="${w * 0.78}" cy="${h * 0.5}" rx="${h * 0.7}" ry="${h * 0.7}" fill="url(#gl${id})"/>`;
  body += embers(rng, w, h, secondary, Math.round((w * h) / 12_000));
  // Wide formats (banners) put the sigil and text in a row; squarer ones stack the text at the bottom left.
  const row = w / h >= 3;
  const art = row ? h * 0.8 : Math.min(h * 0.7, w * 0.36);
  if (input.silhouette) {
    const scale = art / 200;
    body += `<g filter="url(#sh${id})" transform="translate(${(w * 0.8 - art / 2).toFixed(1)} ${((h - art) / 2).toFixed(1)}) scale(${scale.toFixed(3)})">`
      + layers(silhouettes[input.silhouette], tint(secondary, 0.08), tint(primary, -0.55), 5)
      + `</g>`;
  }
  const badge = row ? Math.min(h * 0.62, 96) : Math.min(72, h * 0.22);
  body += sigilBadge(house, row ? h * 0.16 : 32, row ? (h - badge) / 2 : 32, badge);
  const textX = row ? h * 0.32 + badge : 32;
  const titleSize = row ? Math.round(Math.min(h * 0.3, 44)) : Math.round(Math.min(46, w / 18));
  const textWidth = (input.silhouette ? w * 0.8 - art / 2 - 24 : w - 24) - textX;
  const maxChars = Math.max(8, Math.floor(textWidth / (titleSize * 0.55)));
  const lines = wrap(input.title, maxChars, row && h < 160 ? 1 : 3);
  const kicker = input.kicker && !(row && h < 160) ? input.kicker : '';
  const blockHeight = lines.length * titleSize * 1.15 + (kicker ? 30 : 0);
  const firstY = row ? (h - blockHeight) / 2 + (kicker ? 30 : 0) + titleSize * 0.85 : h - 48 - (lines.length - 1) * titleSize * 1.15;
  body += lines.map((text, i) => `<text x="${textX.toFixed(0)}" y="${(firstY + i * titleSize * 1.15).toFixed(0)}" font-family="${SERIF}" font-size="${titleSize}" font-weight="bold" fill="#fdf6e3">${escapeXml(text)}</text>`).join('');
  if (kicker) {
    body += `<text x="${textX.toFixed(0)}" y="${(firstY - titleSize * 1.1).toFixed(0)}" font-family="${SERIF}" font-size="18" letter-spacing="5" fill="${tint(secondary, 0.2)}">${escapeXml(kicker.toUpperCase())}</text>`;
  }
  return svgDocument(w, h, id, house, body);
}

/** Clipped to its own box: the glow and drop shadow would otherwise bleed when the image is letterboxed. */
function svgDocument(w: number, h: number, id: string, house: HearthHouse, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(id, house)}`
    + `<clipPath id="cl${id}"><rect width="${w}" height="${h}"/></clipPath><g clip-path="url(#cl${id})">${body}</g></svg>\n`;
}

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + word.length + 1 > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** The default portrait shown for users without a profile image. */
export function renderAvatarArt(houseKey: string, size = 256): string {
  const house = houseFor(houseKey);
  const [primary, secondary] = house.colours;
  const scale = (size * 0.62) / 200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${defs('avatar', house)}`
    + `<rect width="${size}" height="${size}" fill="url(#bgavatar)"/>`
    + `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="url(#glavatar)"/>`
    + `<g transform="translate(${(size - 200 * scale) / 2} ${(size - 200 * scale) / 2 + size * 0.04}) scale(${scale.toFixed(3)})">${layers(silhouettes.helm, tint(secondary, 0.08), tint(primary, -0.55), 5)}</g>`
    + `</svg>\n`;
}
