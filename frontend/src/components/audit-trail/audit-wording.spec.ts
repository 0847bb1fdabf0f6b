import { actionLabel, changeLines } from './audit-wording';

describe('the audit trail’s wording', () => {
  it('names known actions for people and shows an unknown one as it came', () => {
    expect(actionLabel('boost.change_date')).toBe('Moved a boost');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('writes field changes as from → to, inputs as they are, and empty values as (none)', () => {
    expect(changeLines({ title: { from: 'Old mug', to: 'New mug' }, reason: 'Off-topic', price: { from: null, to: 12.5 }, live_checked: { from: false, to: true } })).toEqual([
      'title: Old mug → New mug',
      'reason: Off-topic',
      'price: (none) → 12.5',
      'live checked: no → yes',
    ]);
  });
});
