import { ValidationFailedError } from '@emberhold/contracts';
import { daysOf, parseDay, reportRange } from './report-range';

const now = new Date('2026-11-20T15:00:00Z');

describe('the days a campaign report covers', () => {
  it('runs from the campaign’s first day to today by default', () => {
    expect(reportRange({ from: null, to: null }, new Date('2026-11-18T23:59:00Z'), now)).toEqual({ from: '2026-11-18', to: '2026-11-20' });
    expect(daysOf({ from: '2026-11-18', to: '2026-11-20' })).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(daysOf({ from: '2026-02-28', to: '2026-03-01' })).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('keeps a default start within 400 days, and refuses a range given backwards or longer', () => {
    expect(reportRange({ from: null, to: null }, new Date('2024-01-01T00:00:00Z'), now).from).toBe('2025-10-17');
    expect(reportRange({ from: null, to: '2026-11-01' }, new Date('2026-11-10T00:00:00Z'), now)).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(() => reportRange({ from: '2026-11-21', to: '2026-11-20' }, now, now)).toThrow('from must not be after to');
    expect(() => reportRange({ from: '2025-01-01', to: '2026-11-20' }, now, now)).toThrow('a report covers at most 400 days');
  });

  it('reads dates as YYYY-MM-DD only, naming the field', () => {
    expect(parseDay('2026-02-28', 'from')).toBe('2026-02-28');
    expect(parseDay(undefined, 'from')).toBeNull();
    expect(parseDay('', 'to')).toBeNull();
    for (const bad of ['2026-02-30', '2026-2-1', '2026-11-20T00:00:00Z', 'yesterday', ['2026-01-01']]) {
      expect(() => parseDay(bad, 'to')).toThrow(ValidationFailedError);
    }
  });
});
