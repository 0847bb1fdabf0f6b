import { attribute, periodEnd, type VisitClick } from './affiliate-attribution';

const click = (post_id: number, sort: string, occurred_at: string): VisitClick => ({ subtag: 'sabc', post_id, sort, occurred_at });

describe('attributing a report row to the post its visit clicked', () => {
  const clicks = [click(11, 'new', '2026-10-01 09:00:00.000'), click(12, 'popular', '2026-10-01 10:00:00.000'), click(13, 'new', '2026-10-02 08:00:00.000')];
  const of = (subtag: string) => (subtag === 'sabc' ? clicks : []);

  it('ends a day at the next midnight and a month at the next month', () => {
    expect(periodEnd({ grain: 'day', period: '2026-12-31' })).toBe('2027-01-01 00:00:00.000');
    expect(periodEnd({ grain: 'month', period: '2026-01-01' })).toBe('2026-02-01 00:00:00.000');
  });

  it("takes the last click before the period's end from the list of the link's sort code", () => {
    expect(attribute({ grain: 'day', period: '2026-10-01', subtag: 'emb-1-sabc' }, of)).toEqual({ post_id: 11, sort_code: 1 });
    expect(attribute({ grain: 'month', period: '2026-10-01', subtag: 'emb-1-sabc' }, of)).toEqual({ post_id: 13, sort_code: 1 });
    expect(attribute({ grain: 'day', period: '2026-10-01', subtag: 'emb-5-sabc' }, of)).toEqual({ post_id: 12, sort_code: 5 });
  });

  it("falls back to the visit's last click, and keeps the sort code of a subtag without a visit", () => {
    expect(attribute({ grain: 'day', period: '2026-10-01', subtag: 'emb-4-sabc' }, of)).toEqual({ post_id: 12, sort_code: 4 });
    expect(attribute({ grain: 'day', period: '2026-09-01', subtag: 'emb-1-sabc' }, of)).toEqual({ post_id: 13, sort_code: 1 });
    expect(attribute({ grain: 'day', period: '2026-10-01', subtag: 'emb-7' }, of)).toEqual({ post_id: null, sort_code: 7 });
    expect(attribute({ grain: 'day', period: '2026-10-01', subtag: 'emb-1-unknown' }, of)).toEqual({ post_id: null, sort_code: 1 });
    expect(attribute({ grain: 'day', period: '2026-10-01', subtag: 'newsletter' }, of)).toEqual({ post_id: null, sort_code: null });
    expect(attribute({ grain: 'day', period: '2026-10-01', subtag: '' }, of)).toEqual({ post_id: null, sort_code: null });
  });
});
