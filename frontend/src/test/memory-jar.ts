import type { CookieJar } from '../lib/session';

/** A cookie jar in memory, recording every write (name, value, max-age in seconds) for a test to read. */
export function memoryJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: [string, string, number][] = [];
  const jar: CookieJar = {
    read: (name) => values.get(name),
    write: (name, value, maxAge) => {
      values.set(name, value);
      writes.push([name, value, maxAge]);
    },
  };
  return { jar, writes };
}
