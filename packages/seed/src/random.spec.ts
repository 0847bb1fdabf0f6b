import { Random, hashString } from './random';

describe('Random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    const first = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('gives a different sequence for a different seed', () => {
    expect(new Random(1).next()).not.toBe(new Random(2).next());
  });

  it('forks independent streams that do not depend on how much the parent drew', () => {
    const a = new Random(7);
    const b = new Random(7);
    const forkA = a.fork('posts');
    const forkB = b.fork('posts');
    forkA.next();
    expect(forkB.fork('x').next()).toBe(new Random(7).fork('posts').fork('x').next());
    expect(a.fork('users').next()).toBe(new Random(7).fork('users').next());
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const rng = new Random(3);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rng.int(1, 4));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('samples distinct items', () => {
    const picked = new Random(5).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
  });

  it('hashes labels stably', () => {
    expect(hashString('emberhold')).toBe(hashString('emberhold'));
    expect(hashString('emberhold')).not.toBe(hashString('Emberhold'));
  });
});
