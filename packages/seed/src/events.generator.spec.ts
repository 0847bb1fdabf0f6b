import { generateEvents, type SeedEvent } from './events.generator';

const posts = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, clicks_all: i * 10 }));
const start = new Date('2026-10-01T00:00:00.000Z');
const end = new Date('2026-10-08T00:00:00.000Z');

describe('generateEvents', () => {
  it('yields exactly the requested number of events, the same ones for the same seed', () => {
    const a = [...generateEvents({ posts, count: 5_000, seed: 9, start, end })];
    const b = [...generateEvents({ posts, count: 5_000, seed: 9, start, end })];
    expect(a).toHaveLength(5_000);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify([...generateEvents({ posts, count: 100, seed: 10, start, end })])).not.toBe(JSON.stringify(a.slice(0, 100)));
  });

  it('produces well-formed impressions and clicks inside the window', () => {
    const events = [...generateEvents({ posts, count: 5_000, seed: 1, start, end })];
    const ids = new Set(posts.map((p) => p.id));
    const malformed = events.filter((e) => {
      const t = Date.parse(e.occurred_at);
      return !['impression', 'click'].includes(e.type) || !ids.has(e.post_id) || t < start.getTime() || t >= end.getTime()
        || !['mobile', 'tablet', 'desktop'].includes(e.device) || !/^[a-z]{2}$/.test(e.country) || e.position < 0;
    });
    expect(malformed).toEqual([]);
    const clicks = events.filter((e) => e.type === 'click');
    expect(clicks.length).toBeGreaterThan(0);
    expect(clicks.length / events.length).toBeLessThan(0.1);
  });

  it('only clicks what the same session has just seen', () => {
    const events = [...generateEvents({ posts, count: 3_000, seed: 2, start, end })];
    const orphans = events.filter((e, i) => {
      const before = events[i - 1] as SeedEvent | undefined;
      return e.type === 'click' && !(before?.type === 'impression' && before.session_id === e.session_id && before.post_id === e.post_id);
    });
    expect(orphans).toEqual([]);
  });

  it('is lazy, so a huge count costs nothing until consumed', () => {
    const iterator = generateEvents({ posts, count: 50_000_000, seed: 3 });
    expect(iterator.next().done).toBe(false);
  });
});
