import { createMemoryEphemeralStore } from '@emberhold/platform';
import { LOGIN_LIMITS, TooManyAttemptsError, countLoginAttempt, loginDelayMs } from './attempt-limits';

describe('login attempt limits', () => {
  it('answers at once up to the delay threshold, then waits twice as long with each attempt, up to the cap', () => {
    const { delayAfter } = LOGIN_LIMITS.perAccount;
    expect(loginDelayMs(1)).toBe(0);
    expect(loginDelayMs(delayAfter)).toBe(0);
    expect([1, 2, 3, 4].map((over) => loginDelayMs(delayAfter + over))).toEqual([100, 200, 400, 800]);
    expect(loginDelayMs(delayAfter + 20)).toBe(LOGIN_LIMITS.maxDelayMs);
  });

  it('keeps separate budgets per address on one account, and one budget for the account across addresses', async () => {
    const store = createMemoryEphemeralStore();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp.limit; i += 1) await countLoginAttempt(store, 'user:1', '203.0.113.1');
    await expect(countLoginAttempt(store, 'user:1', '203.0.113.1')).rejects.toBeInstanceOf(TooManyAttemptsError);
    // The same account from another address, and another account from the same address, still count.
    await expect(countLoginAttempt(store, 'user:1', '198.51.100.2')).resolves.toBe(0);
    await expect(countLoginAttempt(store, 'user:2', '203.0.113.1')).resolves.toBe(0);
    // Spread over addresses, the account's own attempts start to wait past the threshold.
    let delay = 0;
    for (let i = 0; i < 10; i += 1) delay = await countLoginAttempt(store, 'user:1', `192.0.2.${i}`);
    expect(delay).toBeGreaterThan(0);
    await store.close();
  });
});
