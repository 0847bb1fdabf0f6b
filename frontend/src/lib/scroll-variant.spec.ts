import { SCROLL_VARIANT_COOKIE, scrollVariantFor } from '@emberhold/contracts';
import { THIRTY_DAYS_S } from './cookies';
import { memoryJar } from '../test/memory-jar';
import { adoptScrollVariant, chooseScrollVariant, currentScrollVariant, resetScrollVariant, settleScrollVariant } from './scroll-variant';

const hex = (n: number) => n.toString(16).padStart(32, '0');

describe('assigning the scroll variant', () => {
  afterEach(() => resetScrollVariant());

  it('gives one visitor id always the same variant, and about half the visitors each', () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => hex(i * 7919 + 13));
    expect(ids.map(scrollVariantFor)).toEqual(ids.map(scrollVariantFor));
    const buttons = ids.filter((id) => scrollVariantFor(id) === 'button').length;
    expect(buttons).toBeGreaterThan(900);
    expect(buttons).toBeLessThan(1_100);
  });

  it('prefers a forced variant, then the kept one, then the visitor id’s hash; none while nothing is known', () => {
    const visitorId = hex(42);
    const hashed = scrollVariantFor(visitorId);
    const other = hashed === 'button' ? 'infinite' : 'button';
    expect(chooseScrollVariant({ forced: other, kept: hashed, visitorId })).toEqual({ variant: other, keep: true });
    expect(chooseScrollVariant({ forced: null, kept: other, visitorId })).toEqual({ variant: other, keep: false });
    expect(chooseScrollVariant({ forced: null, kept: undefined, visitorId })).toEqual({ variant: hashed, keep: true });
    expect(chooseScrollVariant({ forced: null, kept: undefined, visitorId: undefined })).toEqual({ variant: null, keep: false });
  });

  it('ignores malformed values in the address and the cookies', () => {
    expect(chooseScrollVariant({ forced: 'sideways', kept: 'BUTTON', visitorId: 'not-an-id' })).toEqual({ variant: null, keep: false });
    expect(chooseScrollVariant({ forced: '', kept: 'button', visitorId: undefined })).toEqual({ variant: 'button', keep: false });
  });

  it('keeps a variant forced by ?scroll_variant= for 30 days, so the next visit without it still has it', () => {
    const { jar, writes } = memoryJar({ user_id: hex(1) });
    expect(adoptScrollVariant('?scroll_variant=button', jar)).toBe('button');
    expect(writes).toEqual([[SCROLL_VARIANT_COOKIE, 'button', THIRTY_DAYS_S]]);
    expect(adoptScrollVariant('', jar)).toBe('button');
    expect(adoptScrollVariant('?scroll_variant=infinite', jar)).toBe('infinite');
    expect(adoptScrollVariant('?page=2', jar)).toBe('infinite');
  });

  it('takes the variant the session start names on a first visit, and keeps it 30 days', () => {
    const { jar, writes } = memoryJar();
    expect(adoptScrollVariant('', jar)).toBeNull();
    settleScrollVariant('button', jar);
    expect(currentScrollVariant()).toBe('button');
    expect(writes).toEqual([[SCROLL_VARIANT_COOKIE, 'button', THIRTY_DAYS_S]]);
    // A known variant is not replaced by a later answer, nor by a malformed one.
    settleScrollVariant('infinite', jar);
    expect(currentScrollVariant()).toBe('button');
  });
});
