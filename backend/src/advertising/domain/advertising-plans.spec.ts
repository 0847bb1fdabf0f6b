import { PLANS, withScheme } from './advertising-plans';

describe('advertising plans and links', () => {
  it('prices the plans of the spec: Basic $149, Premium $299, Platinum $999', () => {
    expect(Object.values(PLANS).map((plan) => [plan.name, plan.priceCents / 100])).toEqual([
      ['Basic', 149],
      ['Premium', 299],
      ['Platinum', 999],
    ]);
  });

  it('puts http:// in front of a link without a scheme and leaves others as they are', () => {
    expect(withScheme(' maker.example/lantern ')).toBe('http://maker.example/lantern');
    expect(withScheme('https://maker.example')).toBe('https://maker.example');
    expect(withScheme('HTTP://maker.example')).toBe('HTTP://maker.example');
    expect(withScheme('')).toBe('');
  });
});
