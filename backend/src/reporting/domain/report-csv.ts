import type { CampaignFigures, CampaignReportDto } from '@emberhold/contracts';

const FIGURES: Array<keyof CampaignFigures> = [
  'impressions',
  'clicks',
  'ctr',
  'saves',
  'expected_clicks',
  'expected_saves',
  'click_performance',
  'save_performance',
  'performance',
];

/**
 * A text cell as spreadsheets read it safely: a value starting with =, +, -, @, a tab or a carriage return would be
 * taken as a formula (CSV injection, OWASP), so it gets a leading apostrophe; then RFC 4180 quoting when it holds a
 * comma, a quote, a line break or surrounding spaces.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The report as CSV: a header row, then one row per day or creative, numbers as plain decimals; CRLF line ends. */
export function reportCsv(report: CampaignReportDto): string {
  const header = report.by === 'day' ? ['day', ...FIGURES] : ['creative_id', 'title', ...FIGURES];
  const lines = [header.join(',')];
  for (const row of report.rows) {
    const numbers = FIGURES.map((figure) => String(row[figure]));
    lines.push((report.by === 'day' ? [csvText(row.key), ...numbers] : [csvText(row.key), csvText(row.label), ...numbers]).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The download's name: campaign-<id>-by-<day|creative>.csv. */
export const reportFileName = (report: Pick<CampaignReportDto, 'campaign_id' | 'by'>) => `campaign-${report.campaign_id}-by-${report.by}.csv`;
