/** 24900 → '249.00' (PayPal's amount value: a decimal string, never a float). */
export function centsToDecimal(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '249.00' / '249.5' / '249' → 24900 / 24950 / 24900; null for anything else (read without floating point). */
export function decimalToCents(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
