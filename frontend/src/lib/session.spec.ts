import { ONE_DAY_S, TEN_YEARS_S } from './cookies';
import { isValidSessionId, newSessionId, seedFor, SESSION_COOKIE, sessionId, VISITED_COOKIE, visitorKind, type CookieJar } from './session';

function memoryJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: { name: string; value: string; maxAge: number }[] = [];
  const jar: CookieJar = {
    read: (name) => values.get(name),
    write: (name, value, maxAge) => {
      values.set(name, value);
      writes.push({ name, value, maxAge });
    },
  };
  return { jar, writes };
}

describe('visitor session', () => {
  it('starts a session of about a day with an id the API accepts as a seed', () => {
    const { jar, writes } = memoryJar();
    const id = sessionId(jar);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(writes).toEqual([{ name: SESSION_COOKIE, value: id, maxAge: ONE_DAY_S }]);
  });

  it('keeps the same id for every later request of the session', () => {
    const { jar, writes } = memoryJar();
    const id = sessionId(jar);
    expect(sessionId(jar)).toBe(id);
    expect(sessionId(jar)).toBe(id);
    expect(writes).toHaveLength(1);
  });

  it('replaces a session id the API would refuse', () => {
    const { jar } = memoryJar({ [SESSION_COOKIE]: 'not a seed!' });
    expect(isValidSessionId(sessionId(jar))).toBe(true);
    expect(isValidSessionId('x'.repeat(65))).toBe(false);
    expect(isValidSessionId('abc_DEF-123')).toBe(true);
  });

  it('gives different visitors different ids', () => {
    expect(newSessionId()).not.toBe(newSessionId());
  });

  it('sends a seed with the random sort only', () => {
    const { jar } = memoryJar({ [SESSION_COOKIE]: 'abc123' });
    expect(seedFor('random', jar)).toBe('abc123');
    expect(seedFor('new', jar)).toBeUndefined();
    expect(seedFor('popular', jar)).toBeUndefined();
  });

  it('counts a visitor as first time until the ten-year visited cookie is set', () => {
    const { jar, writes } = memoryJar();
    expect(visitorKind(jar)).toBe('first_time');
    expect(writes).toEqual([{ name: VISITED_COOKIE, value: '1', maxAge: TEN_YEARS_S }]);
    expect(visitorKind(jar)).toBe('returning');
  });
});
