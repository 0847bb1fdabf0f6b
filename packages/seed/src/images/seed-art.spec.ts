import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCatalogue } from '../catalogue';
import { escapeXml, renderPanelArt, renderProductArt } from './seed-art';
import { mediaPath, writeSeedImages } from './write-seed-images';

describe('seed art', () => {
  const input = { key: 'p1', houseKey: 'varrow', silhouette: 'mug' as const, label: 'Varrow & Co', caption: 'Mug', width: 600, height: 800, variant: 1 };

  it('draws the same SVG for the same input and escapes text', () => {
    const svg = renderProductArt(input);
    expect(renderProductArt(input)).toBe(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="800"/);
    expect(svg).toContain('Varrow &amp; Co');
    expect(escapeXml(`<a href="x">'`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;');
  });

  it('draws a different picture for each variant', () => {
    const variants = [1, 2, 3, 4].map((variant) => renderProductArt({ ...input, variant }));
    expect(new Set(variants).size).toBe(4);
  });

  it('wraps long panel titles', () => {
    const svg = renderPanelArt({ key: 'b1', houseKey: 'caldris', title: 'The Twenty Four Best Gifts for House Caldris Loyalists This Longnight', kicker: 'Blog', width: 640, height: 380, silhouette: 'figure' });
    expect(svg.match(/font-weight="bold"/g)?.length ?? 0).toBeGreaterThan(1);
  });

  it('refuses media paths outside the media prefix', () => {
    expect(mediaPath('/srv/media', '/media/seed/p/1-1.svg')).toBe(path.join('/srv/media', 'seed/p/1-1.svg'));
    expect(() => mediaPath('/srv/media', '/etc/passwd')).toThrow(RangeError);
    expect(() => mediaPath('/srv/media', '/media/../x')).toThrow(RangeError);
  });

  it('writes a file for every image the catalogue refers to', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emberhold-seed-art-'));
    try {
      const catalogue = generateCatalogue({ size: 60, seed: 4 });
      const written = await writeSeedImages(catalogue, { mediaDir: dir });
      const srcs = [
        ...catalogue.posts.flatMap((p) => p.images.map((i) => i.src)),
        ...catalogue.blogPosts.map((b) => b.image), ...catalogue.giveaways.map((g) => g.image),
        ...catalogue.nativeAds.map((a) => a.image), ...catalogue.banners.map((b) => b.image), ...catalogue.bottomBanners.map((b) => b.image),
      ];
      expect(written).toBe(srcs.length + 1);
      for (const src of srcs) expect((await readFile(mediaPath(dir, src), 'utf8')).startsWith('<svg')).toBe(true);
      expect((await readdir(path.join(dir, 'seed', 'p'))).length).toBe(catalogue.posts.reduce((n, p) => n + p.images.length, 0));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
