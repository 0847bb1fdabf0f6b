import { afterEach, describe, expect, it } from 'vitest';
import { getList } from '../api/get-list';
import { matureGiftsShown, setMatureGiftsShown, withMatureParam } from './mature-gifts';

describe('the visitor’s mature-gifts choice (the nsfw cookie)', () => {
  afterEach(() => setMatureGiftsShown(false));

  it('reads 1 as showing mature gifts, and anything else as not', () => {
    expect(matureGiftsShown('nsfw=1; country=uk')).toBe(true);
    expect(matureGiftsShown('nsfw=0')).toBe(false);
    expect(matureGiftsShown('country=uk')).toBe(false);
  });

  it('adds nsfw=1 to the list calls only while the visitor shows mature gifts', () => {
    expect(withMatureParam('/api/lists/new/1/?country=us')).toBe('/api/lists/new/1/?country=us');
    setMatureGiftsShown(true);
    expect(withMatureParam('/api/lists/new/1/?country=us')).toBe('/api/lists/new/1/?country=us&nsfw=1');
    expect(withMatureParam('/api/related/4/1/')).toBe('/api/related/4/1/?nsfw=1');
  });

  it('sends nsfw=1 with a list page', async () => {
    const paths: string[] = [];
    const fetchStub = (input: RequestInfo | URL) => {
      paths.push(String(input));
      return Promise.resolve(new Response(JSON.stringify({ meta: { status: 'success' }, posts: [] }), { headers: { 'content-type': 'application/json' } }));
    };
    const original = globalThis.fetch;
    globalThis.fetch = fetchStub as typeof fetch;
    try {
      await getList({ sort: 'new', page: 1, country: 'us' });
      setMatureGiftsShown(true);
      await getList({ sort: 'new', page: 2, country: 'us' });
    } finally {
      globalThis.fetch = original;
    }
    expect(paths.map((path) => new URL(path, 'http://site.test').searchParams.get('nsfw'))).toEqual([null, '1']);
  });
});
