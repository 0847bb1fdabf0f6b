import {
  AFFILIATE_PROGRAMS,
  affiliateCurrencies,
  programOfSiteTag,
  type AffiliateBalanceDto,
  type AffiliateCurrency,
  type AffiliateMonthDto,
  type AffiliatePaymentDto,
  type AffiliateProgram,
  type AffiliateTagReportDto,
  type AffiliateUserDto,
} from '@emberhold/contracts';
import { amountOf, centsOf, perClick } from './affiliate-money';

/** The program of a tag no one said the program of: the site's own tags are known; `-21` is the UK's, else the US's. */
export function programOfTag(tag: string): AffiliateProgram {
  return programOfSiteTag(tag) ?? (tag.endsWith('-21') ? 'uk' : 'us');
}

/** One month of one tag as the retailer reported it (the counted rows, added up). */
export interface RetailerMonth {
  /** YYYY-MM */
  year_month: string;
  retailer_clicks: number;
  ordered_units: number;
  shipped_units: number;
  returned_units: number;
  /** Decimal strings, as ClickHouse gives them ("12.3" as well as "12.30"). */
  sales_amount: string;
  commission: string;
}

export interface TagReportInput {
  tag: string;
  program: AffiliateProgram;
  owner: AffiliateUserDto | null;
  months: readonly RetailerMonth[];
  /** Our own outbound clicks per month (YYYY-MM) for the tag; none for a tag the site's links do not carry. */
  siteClicks: ReadonlyMap<string, number>;
  updating: boolean;
}

interface Sums {
  clicks: number;
  retailerClicks: number;
  ordered: number;
  shipped: number;
  returned: number;
  sales: bigint;
  commission: bigint;
}

const NO_SUMS: Sums = { clicks: 0, retailerClicks: 0, ordered: 0, shipped: 0, returned: 0, sales: 0n, commission: 0n };

/**
 * A month's figures with the rates that follow: conversion (ordered units per click, 4 places) and earnings per click
 * (commission per click, 4 decimals), per our own clicks when we counted any, else per the retailer's.
 */
function monthDto(yearMonth: string, sums: Sums): AffiliateMonthDto {
  const source = sums.clicks > 0 ? 'site' : 'retailer';
  const clicks = source === 'site' ? sums.clicks : sums.retailerClicks;
  return {
    year_month: yearMonth,
    ordered_units: sums.ordered,
    shipped_units: sums.shipped,
    returned_units: sums.returned,
    sales_amount: amountOf(sums.sales),
    commission: amountOf(sums.commission),
    clicks: sums.clicks,
    retailer_clicks: sums.retailerClicks,
    clicks_source: source,
    conversion: clicks > 0 ? Math.round((sums.ordered * 10_000) / clicks) / 10_000 : null,
    earnings_per_click: clicks > 0 ? perClick(sums.commission, clicks) : null,
  };
}

const add = (a: Sums, b: Sums): Sums => ({
  clicks: a.clicks + b.clicks,
  retailerClicks: a.retailerClicks + b.retailerClicks,
  ordered: a.ordered + b.ordered,
  shipped: a.shipped + b.shipped,
  returned: a.returned + b.returned,
  sales: a.sales + b.sales,
  commission: a.commission + b.commission,
});

/** One tag's report: its months newest first, and their totals (year_month 'total'). */
export function tagReport(input: TagReportInput): AffiliateTagReportDto {
  const months = [...input.months].sort((a, b) => b.year_month.localeCompare(a.year_month));
  const sums = months.map(
    (month): Sums => ({
      clicks: input.siteClicks.get(month.year_month) ?? 0,
      retailerClicks: month.retailer_clicks,
      ordered: month.ordered_units,
      shipped: month.shipped_units,
      returned: month.returned_units,
      sales: centsOf(month.sales_amount),
      commission: centsOf(month.commission),
    }),
  );
  return {
    tag: input.tag,
    program: input.program,
    currency: AFFILIATE_PROGRAMS[input.program].currency,
    owner: input.owner,
    months: months.map((month, index) => monthDto(month.year_month, sums[index]!)),
    totals: monthDto('total', sums.reduce(add, NO_SUMS)),
    updating: input.updating,
  };
}

/**
 * What is still owed, per currency: the commission of the reports shown whose tag an affiliate holds (the site's own
 * tags are owed to no one), less the payments shown that were not voided. Only the currencies some held report or
 * payment is in, in the programs' order.
 */
export function balancesOf(
  reports: ReadonlyArray<Pick<AffiliateTagReportDto, 'currency' | 'totals' | 'owner'>>,
  payments: ReadonlyArray<Pick<AffiliatePaymentDto, 'currency' | 'amount' | 'voided_at'>>,
): AffiliateBalanceDto[] {
  const earned = new Map<AffiliateCurrency, bigint>();
  const paid = new Map<AffiliateCurrency, bigint>();
  for (const report of reports.filter((held) => held.owner !== null)) earned.set(report.currency, (earned.get(report.currency) ?? 0n) + centsOf(report.totals.commission));
  for (const payment of payments) {
    if (!paid.has(payment.currency)) paid.set(payment.currency, 0n);
    if (payment.voided_at === null) paid.set(payment.currency, paid.get(payment.currency)! + centsOf(payment.amount));
  }
  return affiliateCurrencies
    .filter((currency) => earned.has(currency) || paid.has(currency))
    .map((currency) => {
      const inCents = earned.get(currency) ?? 0n;
      const outCents = paid.get(currency) ?? 0n;
      return { currency, earned: amountOf(inCents), paid: amountOf(outCents), owed: amountOf(inCents - outCents) };
    });
}
