import { ValidationFailedError, trackingRequest } from '@emberhold/contracts';
import { plainImpressionBatch, TrackingBodyPipe } from './tracking-body';

/** A small deterministic generator, so a failure names a body that can be found again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pick = <T>(next: () => number, values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
const NUMBERS = [0, 1, 7, -1, 1.5, 10_000, 10_001, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 2 ** 60, '3', null, true];
const TEXTS = ['popular', '', 's'.repeat(64), 's'.repeat(65), 'bench-session-0001', 'short', 'bad id!', 'a'.repeat(64), 'a'.repeat(65), 'é'.repeat(10), 5];

function body(next: () => number): Record<string, unknown> {
  const valid = next() < 0.5;
  const item = () => {
    const out: Record<string, unknown> = { post_id: valid ? 1 + Math.floor(next() * 1000) : pick(next, NUMBERS) };
    if (next() < 0.6) out.sort = valid ? 'popular' : pick(next, TEXTS);
    if (next() < 0.6) out.page = valid ? Math.floor(next() * 40) : pick(next, NUMBERS);
    if (next() < 0.6) out.position = valid ? Math.floor(next() * 20) : pick(next, NUMBERS);
    if (!valid && next() < 0.1) out.extra = 1;
    if (!valid && next() < 0.1) delete out.post_id;
    return out;
  };
  const count = valid ? 1 + Math.floor(next() * 10) : pick(next, [0, 1, 10, 50, 51]);
  const out: Record<string, unknown> = {
    type: valid || next() < 0.7 ? 'impression' : pick(next, ['click', 'scroll', 5]),
    session_id: valid ? 'bench-session-1-2' : pick(next, TEXTS),
    impressions: next() < 0.95 ? Array.from({ length: count }, item) : pick(next, [null, 'x', {}]),
  };
  if (next() < 0.5) out.batch_id = valid ? `batch-${Math.floor(next() * 1e9)}` : pick(next, TEXTS);
  if (next() < 0.5) out.sent_at = valid ? 1_764_000_000_000 : pick(next, NUMBERS);
  if (!valid && next() < 0.1) out.post_id = 4;
  return out;
}

describe('the tracking body check', () => {
  it("takes a plain batch of impressions only where the contract's schema takes it, with the same values", () => {
    const next = random(20);
    let fast = 0;
    for (let n = 0; n < 5000; n += 1) {
      const candidate = body(next);
      const taken = plainImpressionBatch(candidate);
      if (taken === undefined) continue;
      fast += 1;
      expect([candidate, trackingRequest.safeParse(candidate)]).toEqual([candidate, { success: true, data: taken }]);
    }
    // Most of the valid half goes the short way, or the comparison above would prove little.
    expect(fast).toBeGreaterThan(2000);
  });

  it('answers every other body as the schema does: its data, or its refusal and text', () => {
    const pipe = new TrackingBodyPipe();
    const click = { type: 'click', session_id: 'bench-session-1-2', post_id: 4, extra: 'dropped' };
    expect(pipe.transform(click)).toEqual({ type: 'click', session_id: 'bench-session-1-2', post_id: 4 });
    const withUnknownKey = { type: 'impression', session_id: 'bench-session-1-2', impressions: [{ post_id: 1, colour: 'red' }] };
    expect(pipe.transform(withUnknownKey)).toEqual({ type: 'impression', session_id: 'bench-session-1-2', impressions: [{ post_id: 1 }] });
    const refusal = (value: unknown) => {
      try {
        pipe.transform(value);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationFailedError);
        return (error as Error).message;
      }
    };
    expect(refusal({ type: 'impression', session_id: 'bench-session-1-2', impressions: [] })).toBe('impressions: must list at least one impression');
    expect(refusal({ type: 'impression', session_id: 'x', impressions: [{ post_id: 1 }] })).toBe('session_id: must be 8 to 64 letters, digits, _ or -');
    expect(refusal({ type: 'impression', session_id: 'bench-session-1-2', impressions: [{ post_id: 0 }] })).toBe('impressions.0.post_id: must be a positive id');
    expect(refusal(undefined)).toMatch(/^type: /);
  });
});
