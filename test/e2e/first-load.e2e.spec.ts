import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteDist } from '../support/site-under-test';

/**
 * What a first visit downloads before the page can respond: the built page's entry script and the modules it preloads.
 * The visitor pages must not carry the API contracts' validation runtime (zod), which only forms and staff tools need,
 * and the whole stays within the budget `npm run bench:ssr` reports against.
 */
describe('the JavaScript of a first visit', () => {
  const html = readFileSync(join(siteDist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"|<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => (match[1] ?? match[2])!);
  const code = (file: string) => readFileSync(join(siteDist, file.replace(/^\//, '')));

  it('names its entry script and the modules it preloads', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => /^\/assets\/[\w.-]+\.js$/.test(file))).toBe(true);
  });

  it('leaves the validation runtime to the pages that need it', () => {
    const carrying = files.filter((file) => code(file).includes('ZodError'));
    expect(carrying).toEqual([]);
  });

  it('stays under 170 kB gzip -9 in all', () => {
    const sizes = files.map((file) => [file, gzipSync(code(file), { level: 9 }).length] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect([total < 170_000, sizes]).toEqual([true, sizes]);
  });
});
