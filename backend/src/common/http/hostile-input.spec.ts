import { ValidationFailedError } from '@emberhold/contracts';
import { assertStorableBody, INVALID_TEXT, isStorableText, TOO_DEEP } from './hostile-input';

/** The refusal's message for a body, or null when it passes. */
function refusal(body: unknown): string | null {
  try {
    assertStorableBody(body);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailedError);
    return (error as Error).message;
  }
}

const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { a: nested(levels - 1) });

describe('text the product cannot store', () => {
  it('tells storable text from text with a NUL or an unpaired surrogate', () => {
    for (const text of ['', 'plain', 'Grüße, 礼物', 'gift 🎁 for you', '\uD83C\uDF81']) expect(isStorableText(text)).toBe(true);
    for (const text of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'a\uDC00\uD800b', '🎁\uD83C']) expect(isStorableText(text)).toBe(false);
  });

  it('passes a tracking batch and refuses a body naming the first bad field, key or depth', () => {
    const impressions = Array.from({ length: 10 }, (_, i) => ({ post_id: i + 1, sort: 'popular', page: 1, position: i }));
    expect(refusal({ type: 'impression', session_id: 'session-0001', impressions })).toBeNull();
    expect(refusal({ title: 'Gift 🎁', tags: ['a', 'b'], n: 4, none: null, yes: true })).toBeNull();
    expect(refusal({ type: 'impression', impressions: [{ sort: 'ok' }, { sort: 'bad\u0000' }] })).toBe(`impressions.1.sort: ${INVALID_TEXT}`);
    expect(refusal({ items: [{ ['k\uD800']: 1 }] })).toBe(`items.0: ${INVALID_TEXT}`);
    expect(refusal('x\uDC00')).toBe(`(body): ${INVALID_TEXT}`);
    expect(refusal(nested(32))).toBeNull();
    expect(refusal(nested(33))).toBe(`${Array.from({ length: 32 }, () => 'a').join('.')}: ${TOO_DEEP}`);
  });
});
