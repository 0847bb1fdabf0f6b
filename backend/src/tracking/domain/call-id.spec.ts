import { randomBytes } from 'node:crypto';
import { eventIdFor } from '@emberhold/contracts';
import { trackingCallIdPrefix } from './call-id';

describe('a tracking call id', () => {
  it("is the start of eventIdFor's name-based id for the call, so retried calls keep their events' ids", () => {
    const ids = ['bench-session-1-2', 'a'.repeat(64), 'Ab_-09zZ', randomBytes(24).toString('base64url')];
    for (const session of ids) {
      for (const batch of [...ids, `batch-${Date.now()}`]) {
        expect(trackingCallIdPrefix(session, batch)).toBe(eventIdFor(`tracking:${session}:${batch}`).slice(0, 32));
      }
    }
  });

  it('differs between calls and between sessions', () => {
    expect(trackingCallIdPrefix('session-one', 'batch-0001')).not.toBe(trackingCallIdPrefix('session-one', 'batch-0002'));
    expect(trackingCallIdPrefix('session-one', 'batch-0001')).not.toBe(trackingCallIdPrefix('session-two', 'batch-0001'));
  });
});
