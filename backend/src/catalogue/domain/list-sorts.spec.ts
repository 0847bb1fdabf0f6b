import { parseSiteSubtag, sortCodeOf, WEEK_VARIANT_SORTS } from '@emberhold/contracts';
import { affiliateLink } from './affiliate-link';
import { listSorts } from './list-sorts';

describe('the sort codes list links carry', () => {
  it('gives the four week variants the codes 6 to 9, one each', () => {
    const codes = WEEK_VARIANT_SORTS.map((sort) => listSorts[sort].code);
    expect([...codes].sort()).toEqual([6, 7, 8, 9]);
    expect(listSorts.clicks_score_week.code).toBe(6);
  });

  it('keeps the codes of the other sorts as spec section 9 lists them', () => {
    expect(listSorts.new.code).toBe(1);
    expect(listSorts.high.code).toBe(2);
    expect(listSorts.low.code).toBe(3);
    expect(listSorts.random.code).toBe(4);
    expect(listSorts.clicks_score_amazon_available.code).toBe(5);
    expect(listSorts.popular.code).toBe(5);
    expect(listSorts.instagram.code).toBe(11);
  });

  it.each(WEEK_VARIANT_SORTS)('reads a %s link back to its own sort, not to another week variant', (sort) => {
    const link = new URL(affiliateLink('https://www.amazon.com/dp/B000TEST01', { country: 'us', sortCode: listSorts[sort].code, subtag: 'sabc' }));
    const parsed = parseSiteSubtag(link.searchParams.get('ascsubtag')!);
    expect(parsed).toEqual({ sortCode: listSorts[sort].code, visitSubtag: 'sabc' });
    expect(WEEK_VARIANT_SORTS.filter((other) => sortCodeOf(other) === parsed!.sortCode)).toEqual([sort]);
  });
});
