import { rememberDiscount, withRememberedDiscount } from './funnel-discount';

function memoryStore() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('the discount token carried through the funnel', () => {
  it('takes the token from the start page address to the payment page address', () => {
    const storage = memoryStore();
    expect(withRememberedDiscount('/product-pitch/payment/x1042', storage)).toBe('/product-pitch/payment/x1042');
    rememberDiscount('?discount_token=abc_DEF-123', storage);
    expect(withRememberedDiscount('/product-pitch/payment/x1042', storage)).toBe('/product-pitch/payment/x1042?discount_token=abc_DEF-123');
  });

  it('ignores an address without a token-shaped value', () => {
    const storage = memoryStore();
    rememberDiscount('?discount_token=%3Cscript%3E', storage);
    rememberDiscount('?other=1', storage);
    expect(withRememberedDiscount('/product-pitch/payment/x1', storage)).toBe('/product-pitch/payment/x1');
  });
});
