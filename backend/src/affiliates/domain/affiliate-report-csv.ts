import type { AffiliateMonthDto, AffiliateTagReportDto } from '@emberhold/contracts';

const HEADER = [
  'tag',
  'year_month',
  'clicks',
  'retailer_clicks',
  'ordered_units',
  'shipped_units',
  'returned_units',
  'sales_amount',
  'commission',
  'conversion',
  'earnings_per_click',
  'currency',
];

/**
 * A text cell as spreadsheets read it safely: a value starting with =, +, -, @, a tab or a carriage return would be
 * run as a formula (CSV injection, OWASP), so it gets a leading apostrophe; then RFC 4180 quoting when it holds a
 * comma, a quote, a line break or surrounding spaces.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function monthLine(report: AffiliateTagReportDto, month: AffiliateMonthDto): string {
  return [
    csvCell(report.tag),
    csvCell(month.year_month),
    String(month.clicks),
    String(month.retailer_clicks),
    String(month.ordered_units),
    String(month.shipped_units),
    String(month.returned_units),
    month.sales_amount,
    month.commission,
    month.conversion === null ? '' : String(month.conversion),
    month.earnings_per_click ?? '',
    report.currency,
  ].join(',');
}

/**
 * The report's months as CSV, as the retailer's own reports are downloaded: a header, then one row per tag and month
 * (tags in the report's order, newest month first); rates without clicks are empty cells. CRLF line ends.
 */
export function affiliateReportCsv(reports: readonly AffiliateTagReportDto[]): string {
  const lines = [HEADER.join(',')];
  for (const report of reports) for (const month of report.months) lines.push(monthLine(report, month));
  return `${lines.join('\r\n')}\r\n`;
}

/** The download's name: affiliate-report-<tag>.csv, or affiliate-report-all.csv. */
export const affiliateReportFileName = (tag: string | null) => `affiliate-report-${tag ?? 'all'}.csv`;
