import { centsToDecimal, decimalToCents } from './money';

describe('money as PayPal writes it', () => {
  it('writes cents as a two-decimal string', () => {
    expect([24_900, 18_675, 5, 0, 100_001].map(centsToDecimal)).toEqual(['249.00', '186.75', '0.05', '0.00', '1000.01']);
  });

  it('reads decimal strings without floating point, and nothing else', () => {
    expect(['249.00', '186.75', '249', '249.5', ' 0.07 '].map(decimalToCents)).toEqual([24_900, 18_675, 24_900, 24_950, 7]);
    expect(['', '249.001', '-1.00', '1e3', '249,00', '.50'].map(decimalToCents)).toEqual([null, null, null, null, null, null]);
  });
});
