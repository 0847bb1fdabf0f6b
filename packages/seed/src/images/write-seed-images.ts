import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SeedCatalogue, SeedPost } from '../catalogue.types';
import { houses } from '../world/emberhold-world';
import { itemTypes } from '../world/item-types';
import { itemTypeOfAd } from '../generate/native-ad-art';
import { renderAvatarArt, renderPanelArt, renderProductArt } from './seed-art';

/** The URL prefix the media directory is served under. */
export const MEDIA_URL_PREFIX = '/media/';
/** Shown for users without a profile image (spec section 3: a default portrait). */
export const DEFAULT_AVATAR_SRC = '/media/seed/avatar/default.svg';

export interface WriteSeedImagesOptions {
  readonly mediaDir: string;
  readonly onProgress?: (done: number, total: number) => void;
}

interface PendingFile {
  readonly src: string;
  readonly render: () => string;
}

/** Maps '/media/seed/p/1-1.svg' to '<mediaDir>/seed/p/1-1.svg', refusing anything outside the prefix. */
export function mediaPath(mediaDir: string, src: string): string {
  if (!src.startsWith(MEDIA_URL_PREFIX) || src.includes('..')) throw new RangeError(`not a media src: ${src}`);
  return path.join(mediaDir, src.slice(MEDIA_URL_PREFIX.length));
}

function postFiles(post: SeedPost): PendingFile[] {
  if (!post.art.own_files) return [];
  return post.images.map((image, i) => ({
    src: image.src,
    render: () => renderProductArt({
      key: `p${post.id}`, houseKey: post.art.house_key, silhouette: post.art.silhouette,
      label: post.art.label, caption: post.art.caption, width: image.width, height: image.height, variant: i + 1,
    }),
  }));
}

/** Art shared by posts beyond OWN_ART_LIMIT: one set per item type and house, without a post-specific name. */
function poolFiles(posts: readonly SeedPost[]): PendingFile[] {
  const seen = new Map<string, PendingFile>();
  for (const post of posts) {
    if (post.art.own_files) continue;
    post.images.forEach((image, i) => {
      if (seen.has(image.src)) return;
      const item = itemTypes.find((t) => t.key === post.item_type);
      const house = houses.find((h) => h.key === post.art.house_key);
      seen.set(image.src, {
        src: image.src,
        render: () => renderProductArt({
          key: `pool${post.item_type}${post.art.house_key}`, houseKey: post.art.house_key, silhouette: post.art.silhouette,
          label: house?.short ?? 'Emberhold', caption: item?.short ?? post.art.caption, width: image.width, height: image.height, variant: i + 1,
        }),
      });
    });
  }
  return [...seen.values()];
}

function editorialFiles(catalogue: SeedCatalogue): PendingFile[] {
  const postById = new Map(catalogue.posts.map((p) => [p.id, p]));
  const files: PendingFile[] = [];
  for (const blog of catalogue.blogPosts) {
    const lead = postById.get(blog.post_ids[0] ?? 0) ?? catalogue.posts[0];
    // The site prints a post's title beside its image, so the art names the house it is about, not the title again.
    files.push({ src: blog.image, render: () => renderPanelArt({
      key: `b${blog.id}`, houseKey: lead?.house_key ?? 'varrow', title: lead?.art.label ?? '', kicker: 'From the blog', width: 640, height: 380,
      ...(lead ? { silhouette: lead.art.silhouette } : {}),
    }) });
  }
  for (const giveaway of catalogue.giveaways) {
    const prize = postById.get(giveaway.post_id);
    files.push({ src: giveaway.image, render: () => renderPanelArt({
      key: `g${giveaway.id}`, houseKey: prize?.house_key ?? 'selveth', title: prize?.title ?? giveaway.title, kicker: 'Giveaway', width: 640, height: 534,
      ...(prize ? { silhouette: prize.art.silhouette } : {}),
    }) });
  }
  // The ads show a fitting product's picture; their own panel (kept for links made to it) draws the same kind of item.
  catalogue.nativeAds.forEach((ad, i) => {
    const house = houses[i % houses.length]!;
    const item = itemTypeOfAd(ad.title) ?? itemTypes[(i * 5) % itemTypes.length]!;
    files.push({ src: `/media/seed/ad/${ad.id}.svg`, render: () => renderPanelArt({
      key: `ad${ad.id}`, houseKey: house.key, title: ad.title, kicker: 'Sponsored', width: 600, height: 500, silhouette: item.silhouette,
    }) });
  });
  catalogue.banners.forEach((banner, i) => {
    files.push({ src: banner.image, render: () => renderPanelArt({
      key: `banner${banner.id}`, houseKey: houses[i * 2 % houses.length]!.key, title: banner.title, kicker: 'Emberhold Gifts', width: 970, height: 250,
      silhouette: (['figure', 'candle', 'brick'] as const)[i % 3]!,
    }) });
  });
  for (const banner of catalogue.bottomBanners) {
    files.push({ src: banner.image, render: () => renderPanelArt({
      key: `bottom${banner.id}`, houseKey: 'varrow', title: banner.title, kicker: '', width: 728, height: 90,
    }) });
  }
  files.push({ src: DEFAULT_AVATAR_SRC, render: () => renderAvatarArt('duskbane') });
  return files;
}

/** Writes every image the catalogue refers to. Same catalogue, same files. Returns the number of files. */
export async function writeSeedImages(catalogue: SeedCatalogue, options: WriteSeedImagesOptions): Promise<number> {
  const files = [...catalogue.posts.flatMap(postFiles), ...poolFiles(catalogue.posts), ...editorialFiles(catalogue)];
  const dirs = new Set(files.map((f) => path.dirname(mediaPath(options.mediaDir, f.src))));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  // Synchronous writes of small files are several times faster here than thousands of pooled async writes;
  // yielding between batches keeps the event loop (and progress reporting) alive.
  const batch = 100;
  for (let i = 0; i < files.length; i += batch) {
    for (const f of files.slice(i, i + batch)) writeFileSync(mediaPath(options.mediaDir, f.src), f.render());
    options.onProgress?.(Math.min(files.length, i + batch), files.length);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return files.length;
}
