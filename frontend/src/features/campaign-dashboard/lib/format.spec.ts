import { countOf, formatCents, formatCount, formatDay, formatExpected, formatPerformance, formatRate, providerLabel, receiptPath, reportFileName, reportPath, signedAmountCents } from './format';

describe('figures as the dashboards write them', () => {
  it('writes counts with thousands separators and rounds them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12480)).toBe('12,480');
    expect(formatCount(1234567.4)).toBe('1,234,567');
  });

  it('writes a count with its noun, singular for one', () => {
    expect(countOf(1, 'impression')).toBe('1 impression');
    expect(countOf(0, 'click')).toBe('0 clicks');
    expect(countOf(12480, 'impression')).toBe('12,480 impressions');
  });

  it('writes expected counts with at most one decimal', () => {
    expect(formatExpected(3.44)).toBe('3.4');
    expect(formatExpected(1250)).toBe('1,250');
    expect(formatExpected(0)).toBe('0');
  });

  it('writes click-through rates as percent with two decimals', () => {
    expect(formatRate(1.25)).toBe('1.25%');
    expect(formatRate(0)).toBe('0.00%');
    expect(formatRate(33.3333)).toBe('33.33%');
  });

  it('writes performance as a whole percent', () => {
    expect(formatPerformance(112.4)).toBe('112%');
    expect(formatPerformance(99.5)).toBe('100%');
    expect(formatPerformance(0)).toBe('0%');
  });

  it('shows a dash for what is missing or not a number', () => {
    expect(formatCount(Number.NaN)).toBe('–');
    expect(formatRate(null)).toBe('–');
    expect(formatCents(undefined)).toBe('–');
  });
});

describe('money on receipts', () => {
  it('writes integer cents in their currency', () => {
    expect(formatCents(24_900)).toBe('$249.00');
    expect(formatCents(18_675, 'usd')).toBe('$186.75');
    expect(formatCents(123_456_78)).toBe('$123,456.78');
  });

  it('writes a negative amount with a true minus sign', () => {
    expect(formatCents(-24_900)).toBe('\u2212$249.00');
  });

  it('counts a refund as a negative line whatever sign it is stored with', () => {
    expect(signedAmountCents({ kind: 'charge', amount_cents: 24_900 })).toBe(24_900);
    expect(signedAmountCents({ kind: 'refund', amount_cents: 24_900 })).toBe(-24_900);
    expect(signedAmountCents({ kind: 'refund', amount_cents: -24_900 })).toBe(-24_900);
  });

  it('names the provider the way an advertiser paid', () => {
    expect(providerLabel('stripe')).toBe('Card (Stripe)');
    expect(providerLabel('paypal')).toBe('PayPal');
  });

  it('writes dates as a calendar day and nothing for a missing one', () => {
    expect(formatDay('2026-03-04T12:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('not a date')).toBe('');
  });

  it('links each receipt to its page', () => {
    expect(receiptPath(42)).toBe('/product-pitch/receipts/42');
  });
});

describe('breakdown addresses', () => {
  it('asks for a breakdown by day or by creative', () => {
    expect(reportPath(12, 'day')).toBe('/api/user/campaign/12/report?by=day');
    expect(reportPath(12, 'creative')).toBe('/api/user/campaign/12/report?by=creative');
  });

  it('downloads the same rows as CSV from the same address with format=csv', () => {
    expect(reportPath(12, 'day', { csv: true })).toBe('/api/user/campaign/12/report?by=day&format=csv');
    expect(reportFileName(12, 'creative')).toBe('campaign-12-by-creative.csv');
  });
});
