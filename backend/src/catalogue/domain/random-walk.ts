/**
 * A session seed as a point in [0, 1): where that visitor's walk through the fixed random order starts. Every post
 * has a stored random_key in [0, 1); a session lists the posts from its point on and wraps around once.
 */
export function seedStart(seed: string): number {
  // FNV-1a: cheap, stable across processes, spreads short seeds well.
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}
