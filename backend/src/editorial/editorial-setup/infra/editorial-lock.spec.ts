import { EDITORIAL_DEMO_PASSWORD, editorialSetupMessages as M } from '@emberhold/contracts';
import { type AppConfig, createMemoryEphemeralStore, type MemoryEphemeralStore } from '@emberhold/platform';
import { EditorialLock } from './editorial-lock';

const MINUTE = 60_000;
const START = Date.parse('2026-11-27T10:00:20.000Z');

describe('the editorial password', () => {
  let clock: number;
  let store: MemoryEphemeralStore;
  const lockFor = (config: Partial<AppConfig>) => new EditorialLock(store, config as AppConfig);
  const refusal = (attempt: Promise<unknown>) =>
    attempt.then(
      () => 'unlocked',
      (error: { kind: string; message: string }) => `${error.kind}: ${error.message}`,
    );

  beforeEach(() => {
    clock = START;
    store = createMemoryEphemeralStore({ now: () => clock });
  });
  afterEach(() => store.close());

  it('is the demo password in the embedded mode, and unlocks only the session that gave it, for 30 minutes', async () => {
    const lock = lockFor({ mode: 'embedded' });
    expect(await refusal(lock.unlock(1, 'session-a', EDITORIAL_DEMO_PASSWORD, clock))).toBe('unlocked');
    expect(await lock.isUnlocked('session-a')).toBe(true);
    expect(await lock.isUnlocked('session-b')).toBe(false);
    clock += 29 * MINUTE;
    expect(await lock.isUnlocked('session-a')).toBe(true);
    clock += 2 * MINUTE;
    expect(await lock.isUnlocked('session-a')).toBe(false);
  });

  it('takes EDITORIAL_PASSWORD when set, and not the demo password then', async () => {
    const lock = lockFor({ mode: 'full', EDITORIAL_PASSWORD: 'a-long-editorial-secret' });
    expect(await refusal(lock.unlock(1, 's', EDITORIAL_DEMO_PASSWORD, clock))).toBe(`forbidden: ${M.wrongPassword}`);
    expect(await refusal(lock.unlock(1, 's', 'a-long-editorial-secret', clock))).toBe('unlocked');
  });

  it('stays locked in the full mode without EDITORIAL_PASSWORD: unlocking is a plain 503', async () => {
    const lock = lockFor({ mode: 'full' });
    expect(await refusal(lock.unlock(1, 's', EDITORIAL_DEMO_PASSWORD, clock))).toBe(`unavailable: ${M.notConfigured}`);
    expect(await lock.isUnlocked('s')).toBe(false);
  });

  it('refuses every try after 5 wrong ones in 15 minutes until the window ends, saying when, then takes the right one', async () => {
    const lock = lockFor({ mode: 'embedded' });
    for (let i = 0; i < 5; i += 1) {
      expect(await refusal(lock.unlock(7, 's', `wrong-${i}`, clock))).toBe(`forbidden: ${M.wrongPassword}`);
      clock += MINUTE;
    }
    // The window began at 10:00:20; it ends by 10:16.
    const limited = `rate_limited: Too many wrong passwords. Please try again after 10:16 UTC.`;
    expect(await refusal(lock.unlock(7, 's', EDITORIAL_DEMO_PASSWORD, clock))).toBe(limited);
    expect(await refusal(lock.unlock(8, 's2', EDITORIAL_DEMO_PASSWORD, clock))).toBe('unlocked');
    clock = START + 14 * MINUTE;
    expect(await refusal(lock.unlock(7, 's', EDITORIAL_DEMO_PASSWORD, clock))).toBe(limited);
    clock = START + 15 * MINUTE + 1;
    expect(await refusal(lock.unlock(7, 's', EDITORIAL_DEMO_PASSWORD, clock))).toBe('unlocked');
  });

  it('starts counting again after the right password', async () => {
    const lock = lockFor({ mode: 'embedded' });
    for (let i = 0; i < 4; i += 1) await refusal(lock.unlock(7, 's', `wrong-${i}`, clock));
    expect(await refusal(lock.unlock(7, 's', EDITORIAL_DEMO_PASSWORD, clock))).toBe('unlocked');
    for (let i = 0; i < 4; i += 1) expect(await refusal(lock.unlock(7, 's', `wrong-${i}`, clock))).toBe(`forbidden: ${M.wrongPassword}`);
  });
});
