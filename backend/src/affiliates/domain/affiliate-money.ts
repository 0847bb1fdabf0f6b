/**
 * Money of the affiliate report as integer cents (bigint): amounts arrive as decimal strings (Postgres numeric,
 * ClickHouse Decimal through toString, which drops trailing zeros: "12.3", "12"), and are added, subtracted and
 * divided exactly, never as floats.
 */
export function centsOf(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount with at most two decimals: "${amount}"`);
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** Cents as the two-decimal string money travels as ("12.30", "-0.05"). */
export function amountOf(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const size = cents < 0n ? -cents : cents;
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

/** `numerator / denominator` rounded half away from zero to a whole number (both integers, denominator > 0). */
export function roundedDivision(numerator: bigint, denominator: bigint): bigint {
  const size = numerator < 0n ? -numerator : numerator;
  const rounded = (size * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/** Cents per click with four decimals ("0.1234"): the earnings per click, rounded half away from zero. */
export function perClick(cents: bigint, clicks: number): string {
  const tenThousandths = roundedDivision(cents * 100n, BigInt(clicks));
  const sign = tenThousandths < 0n ? '-' : '';
  const size = tenThousandths < 0n ? -tenThousandths : tenThousandths;
  return `${sign}${size / 10_000n}.${String(size % 10_000n).padStart(4, '0')}`;
}
