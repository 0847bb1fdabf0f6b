import type { AffiliateCurrency, AffiliateProgram } from './affiliate-programs';

/**
 * The retailer's affiliate report files (Amazon Associates): per tracking id, clicks, items ordered, shipped and
 * returned, revenue and earnings, by day or by month, as CSV or tab-separated text with a title line above the header
 * and amounts in the program's currency. One parser for the API (checks an upload before it is accepted) and the
 * import job (which writes the rows).
 */

/** The largest report file taken in (bytes). */
export const AFFILIATE_REPORT_MAX_BYTES = 5 * 1024 * 1024;

export type AffiliateReportGrain = 'day' | 'month';

export interface AffiliateReportRow {
  /** The row's line in the file (1-based), for messages. */
  line: number;
  tag: string;
  grain: AffiliateReportGrain;
  /** The day, or the month's first day (YYYY-MM-DD). */
  period: string;
  /** '' when the report has no subtag column or the row none. */
  subtag: string;
  clicks: number;
  ordered_units: number;
  shipped_units: number;
  returned_units: number;
  /** Two decimals, in the report's currency ("1234.50"). */
  sales_amount: string;
  commission: string;
}

export interface AffiliateReport {
  program: AffiliateProgram;
  currency: AffiliateCurrency;
  grain: AffiliateReportGrain;
  rows: AffiliateReportRow[];
  /** The tags the rows name, sorted. */
  tags: string[];
  /** The first and last day the rows cover (a month row covers its whole month). */
  period_from: string;
  period_to: string;
}

/** A file that cannot be imported; `line` and `column` name where, when the fault is in one place. */
export class AffiliateReportFormatError extends Error {
  constructor(
    message: string,
    readonly line: number | null = null,
    readonly column: string | null = null,
  ) {
    super(message);
    this.name = 'AffiliateReportFormatError';
  }
}

export interface ParseAffiliateReportOptions {
  /** The program staff chose; when absent it is read from the file (currency, title, tags). */
  program?: AffiliateProgram;
  fileName?: string;
}

/** Parses a whole report or throws AffiliateReportFormatError: a file is taken whole or not at all. */
export function parseAffiliateReport(text: string, options: ParseAffiliateReportOptions = {}): AffiliateReport {
  void text;
  void options;
  throw new AffiliateReportFormatError('The report parser is not available.');
}
