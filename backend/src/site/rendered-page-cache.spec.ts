import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { eventually } from '@emberhold/infra';
import { PageAnswer } from './rendered-page-cache';

/** A page large enough for the levels to differ: varied markup, as a rendered list is. */
const html = Array.from({ length: 400 }, (_, i) => `<li class="card"><a href="/gift-${i * 7919}/">Gift ${i} for a ${['dragon', 'knight', 'bard'][i % 3]} fan</a> $${(i * 3.7).toFixed(2)}</li>`).join('\n');

const brotliAt = (quality: number) =>
  brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } });

describe('a page answer sent compressed', () => {
  it('sends its first visitor a quick brotli, and later visitors the smaller one made once it was asked for again', async () => {
    const answer = new PageAnswer(200, html, true);
    const first = await answer.encoded('br');
    expect(brotliDecompressSync(first).toString()).toBe(html);
    expect(first.equals(brotliAt(4))).toBe(true);
    // The second visitor still gets the first body, and the smaller one is made meanwhile.
    expect((await answer.encoded('br')).equals(first)).toBe(true);
    const kept = await eventually(
      async () => {
        const body = await answer.encoded('br');
        expect(body.equals(brotliAt(6))).toBe(true);
        return body;
      },
      { intervalMs: 1 },
    );
    expect(kept.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(kept).toString()).toBe(html);
  });

  it('does the same for gzip, each encoding on its own', async () => {
    const answer = new PageAnswer(200, html, true);
    const first = await answer.encoded('gzip');
    expect(first.equals(gzipSync(html, { level: 6 }))).toBe(true);
    await answer.encoded('gzip');
    const kept = await eventually(
      async () => {
        const body = await answer.encoded('gzip');
        expect(body.equals(gzipSync(html, { level: 9 }))).toBe(true);
        return body;
      },
      { intervalMs: 1 },
    );
    expect(kept.equals(first)).toBe(false);
    expect(gunzipSync(kept).toString()).toBe(html);
    // Brotli was never asked for: its first body is made only now, quickly.
    expect((await answer.encoded('br')).equals(brotliAt(4))).toBe(true);
  });
});
