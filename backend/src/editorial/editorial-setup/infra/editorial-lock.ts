import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EDITORIAL_DEMO_PASSWORD, EDITORIAL_LOCKOUT_MINUTES, EDITORIAL_MAX_WRONG_TRIES, EDITORIAL_UNLOCK_MINUTES } from '@emberhold/contracts';
import { APP_CONFIG, type AppConfig, EPHEMERAL_STORE, type EphemeralStore } from '@emberhold/platform';
import { EditorialPasswordUnsetError, EditorialTriesExceededError, WrongEditorialPasswordError } from '../domain/editorial-feature';

const MINUTE_MS = 60_000;
const UNLOCK_MS = EDITORIAL_UNLOCK_MINUTES * MINUTE_MS;
const WINDOW_MS = EDITORIAL_LOCKOUT_MINUTES * MINUTE_MS;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The editorial password on top of being an admin (spec section 6: the setup is guarded by a prompted password). The
 * right password marks the login session unlocked for EDITORIAL_UNLOCK_MINUTES in the ephemeral store (Redis in the
 * full mode, so every API process agrees). Tries are counted per user in a fixed window of EDITORIAL_LOCKOUT_MINUTES,
 * before the password is compared: once a window holds more than EDITORIAL_MAX_WRONG_TRIES, every try is refused
 * until it ends, the right password too. A right password starts the count again.
 */
@Injectable()
export class EditorialLock {
  private readonly logger = new Logger('EditorialSetup');
  /** The password's SHA-256, or null when the setup stays locked (the full mode without EDITORIAL_PASSWORD). */
  private readonly expected: Buffer | null;

  constructor(
    @Inject(EPHEMERAL_STORE) private readonly store: EphemeralStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const password = config.EDITORIAL_PASSWORD ?? (config.mode === 'embedded' ? EDITORIAL_DEMO_PASSWORD : undefined);
    this.expected = password === undefined ? null : digest(password);
  }

  async isUnlocked(sessionId: string): Promise<boolean> {
    return this.expected !== null && (await this.store.exists(unlockedKey(sessionId)));
  }

  /** Unlocks the login session, or refuses: 503 without a password, 429 while limited, 403 for a wrong one. */
  async unlock(userId: number, sessionId: string, password: string, now = Date.now()): Promise<Date> {
    if (this.expected === null) throw new EditorialPasswordUnsetError();
    const tries = await this.store.increment(triesKey(userId), WINDOW_MS);
    // The window's start, to the minute, so a refusal can say when it ends (the store has no read of a counter's age).
    if (tries === 1) await this.store.setIfAbsent(windowKey(userId, minuteOf(now)), WINDOW_MS + MINUTE_MS);
    if (tries > EDITORIAL_MAX_WRONG_TRIES) {
      this.logger.warn(`editorial password try refused for user ${userId}: ${tries - 1} tries in the window`);
      throw new EditorialTriesExceededError(await this.windowEnd(userId, now));
    }
    if (!timingSafeEqual(digest(password), this.expected)) {
      this.logger.warn(`wrong editorial password from user ${userId} (${tries} of ${EDITORIAL_MAX_WRONG_TRIES} tries)`);
      throw new WrongEditorialPasswordError();
    }
    await this.store.delete(triesKey(userId));
    // A fresh 30 minutes from now, also for a session that was still unlocked.
    await this.store.delete(unlockedKey(sessionId));
    await this.store.setIfAbsent(unlockedKey(sessionId), UNLOCK_MS);
    return new Date(now + UNLOCK_MS);
  }

  /** The end of the user's current window: the latest window start still stored, plus the window (rounded up). */
  private async windowEnd(userId: number, now: number): Promise<Date> {
    const current = minuteOf(now);
    const minutes = Array.from({ length: EDITORIAL_LOCKOUT_MINUTES + 1 }, (_, i) => current - i);
    const found = await Promise.all(minutes.map((minute) => this.store.exists(windowKey(userId, minute))));
    const start = minutes.find((_, i) => found[i]) ?? current;
    return new Date((start + 1) * MINUTE_MS + WINDOW_MS);
  }
}

const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS);
const unlockedKey = (sessionId: string) => `editorial-setup:unlocked:${sessionId}`;
const triesKey = (userId: number) => `editorial-setup:tries:${userId}`;
const windowKey = (userId: number, minute: number) => `editorial-setup:window:${userId}:${minute}`;
