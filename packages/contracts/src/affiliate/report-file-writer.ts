import { AFFILIATE_PROGRAMS, type AffiliateProgram } from './affiliate-programs';
import { lastDayOfMonth, type AffiliateReportGrain, type AffiliateReportRow } from './report-file';

/**
 * Writes affiliate report files in the retailer's layouts, so tests and the demo seed import what staff would
 * download: `parseAffiliateReport(formatAffiliateReport(report, layout))` gives the rows back.
 *
 * - `csv-title`: comma-separated, CRLF, a title line naming the storefront and the dates, the currency in the amount
 *   headers (`Revenue($)`, `Revenue(£)`, `Revenue(CDN$)`), dates as the storefront writes them (MM/DD/YYYY, DD/MM/YYYY
 *   in the UK; months as `Nov 2026`);
 * - `tsv`: tab-separated, a title line, ISO dates and months, amounts with the currency symbol and thousands
 *   separators (`£1,234.50`);
 * - `csv`: comma-separated with no title, ISO dates, the currency code in the headers (`Revenue (USD)`).
 */
export type AffiliateReportLayout = 'csv-title' | 'tsv' | 'csv';

export type AffiliateReportFileRow = Omit<AffiliateReportRow, 'line' | 'grain' | 'subtag'> & { subtag?: string };

export interface AffiliateReportFileContent {
  program: AffiliateProgram;
  grain: AffiliateReportGrain;
  rows: readonly AffiliateReportFileRow[];
}

const HEADER_SYMBOL: Record<AffiliateProgram, string> = { us: '$', uk: '£', ca: 'CDN$' };
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatAffiliateReport(report: AffiliateReportFileContent, layout: AffiliateReportLayout): string {
  const { program, grain, rows } = report;
  const withSubtags = rows.some((row) => (row.subtag ?? '') !== '');
  const delimiter = layout === 'tsv' ? '\t' : ',';
  const newline = layout === 'csv-title' ? '\r\n' : '\n';
  const currency =
    layout === 'csv' ? ` (${AFFILIATE_PROGRAMS[program].currency})` : layout === 'csv-title' ? `(${HEADER_SYMBOL[program]})` : '';

  const header = [
    'Tracking ID',
    grain === 'day' ? 'Date' : 'Month',
    ...(withSubtags ? ['Sub Tag'] : []),
    'Clicks',
    'Items Ordered',
    'Items Shipped',
    'Items Returned',
    `Revenue${currency}`,
    `Earnings${currency}`,
  ];
  const lines: string[] = [];
  if (layout !== 'csv') lines.push(titleOf(report));
  lines.push(header.map((cell) => quote(cell, delimiter)).join(delimiter));
  for (const row of rows) {
    const cells = [
      row.tag,
      periodCell(row.period, grain, program, layout),
      ...(withSubtags ? [row.subtag ?? ''] : []),
      String(row.clicks),
      String(row.ordered_units),
      String(row.shipped_units),
      String(row.returned_units),
      amountCell(row.sales_amount, program, layout),
      amountCell(row.commission, program, layout),
    ];
    lines.push(cells.map((cell) => quote(cell, delimiter)).join(delimiter));
  }
  return lines.join(newline) + newline;
}

function titleOf({ program, grain, rows }: AffiliateReportFileContent): string {
  const periods = rows.map((row) => row.period).sort();
  const first = periods[0];
  const last = periods[periods.length - 1];
  const name = AFFILIATE_PROGRAMS[program].name;
  if (!first || !last) return `Tracking ID Summary Report (${name})`;
  const to = grain === 'month' ? lastDayOfMonth(last) : last;
  const dmy = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
  return `Fee-Earnings reports (${name}) from ${dmy(first)} to ${dmy(to)}`;
}

function periodCell(period: string, grain: AffiliateReportGrain, program: AffiliateProgram, layout: AffiliateReportLayout): string {
  const [year, month, day] = period.split('-') as [string, string, string];
  if (grain === 'month') {
    return layout === 'csv-title' ? `${MONTH_NAMES[Number(month) - 1]} ${year}` : `${year}-${month}`;
  }
  if (layout !== 'csv-title') return period;
  return program === 'uk' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

function amountCell(amount: string, program: AffiliateProgram, layout: AffiliateReportLayout): string {
  if (layout !== 'tsv') return amount;
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = '00'] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${HEADER_SYMBOL[program]}${grouped}.${fraction}`;
}

function quote(cell: string, delimiter: string): string {
  if (cell.includes(delimiter) || cell.includes('"') || cell.includes('\n') || cell.includes('\r')) {
    return `"${cell.replace(/"/g, '""')}"`;
  }
  return cell;
}
