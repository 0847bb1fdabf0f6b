import {
  AFFILIATE_PROGRAMS,
  formatAffiliateReport,
  type AffiliateProgram,
  type AffiliateReportFileRow,
  type AffiliateReportLayout,
} from '@emberhold/contracts';
import { Random } from '../random';
import { daysInMonth, demoSubtagVisits, monthStart, siteSubtagOf } from './demo-visits';

/** A tag the demo reports cover, and from which month on (months back from the seed's month; 12 at most). */
export interface DemoReportTag {
  readonly tag: string;
  readonly program: AffiliateProgram;
  readonly sinceMonthsBack: number;
}

export interface DemoReportFile {
  readonly fileName: string;
  readonly program: AffiliateProgram;
  readonly layout: AffiliateReportLayout;
  readonly content: string;
}

/** The year the files cover: monthly rows for months 12 to 4 back, daily rows (one file a month) for the last three. */
const FIRST_MONTH_BACK = 12;
const DAILY_MONTHS_BACK = [3, 2, 1] as const;

/** A month's clicks on the retailer's side, before the season; the site's own tags get most. */
const SITE_MONTHLY_CLICKS: Readonly<Record<AffiliateProgram, number>> = { us: 7_000, uk: 1_800, ca: 1_200 };
const AFFILIATE_MONTHLY_CLICKS = 350;
/** A typical item's price, in cents of the program's currency. */
const ITEM_PRICE_CENTS: Readonly<Record<AffiliateProgram, number>> = { us: 3_200, uk: 2_600, ca: 3_800 };
/** Gift shopping: November and December sell most, January least. */
const SEASON = [0.75, 0.8, 0.85, 0.85, 0.9, 0.9, 0.9, 0.95, 0.95, 1.05, 1.5, 1.9];

const lastDay = (month: string): string => `${month.slice(0, 8)}${String(daysInMonth(month)).padStart(2, '0')}`;
const cents = (value: number): string => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/** One period's figures: clicks, ordered >= shipped, a few returns, revenue on shipped items, 3-5% commission. */
function figures(rng: Random, clicks: number, program: AffiliateProgram): Omit<AffiliateReportFileRow, 'tag' | 'period' | 'subtag'> {
  const ordered = Math.round(clicks * rng.float(0.045, 0.075));
  const shipped = Math.max(0, ordered - rng.int(0, Math.floor(ordered * 0.05)));
  // About 3% of shipped items come back (rounded at random, so a month of a few dozen items has none or one).
  const returned = Math.min(shipped, Math.floor(shipped * 0.03 + rng.float(0, 1)));
  const revenue = Math.round(shipped * ITEM_PRICE_CENTS[program] * rng.float(0.8, 1.25));
  const commission = Math.round(revenue * rng.float(0.03, 0.05));
  return { clicks, ordered_units: ordered, shipped_units: shipped, returned_units: returned, sales_amount: cents(revenue), commission: cents(commission) };
}

function baseClicks(tag: DemoReportTag): number {
  return tag.tag === AFFILIATE_PROGRAMS[tag.program].tag ? SITE_MONTHLY_CLICKS[tag.program] : AFFILIATE_MONTHLY_CLICKS;
}

function monthlyRow(tag: DemoReportTag, month: string): AffiliateReportFileRow {
  const rng = new Random(`affiliate-report:${tag.tag}:${month}`);
  const clicks = Math.round(baseClicks(tag) * SEASON[Number(month.slice(5, 7)) - 1]! * rng.float(0.85, 1.15));
  return { tag: tag.tag, period: month, subtag: '', ...figures(rng, clicks, tag.program) };
}

function dailyRows(tag: DemoReportTag, month: string): AffiliateReportFileRow[] {
  const rng = new Random(`affiliate-report:${tag.tag}:${month}:days`);
  const days = daysInMonth(month);
  const perDay = (baseClicks(tag) * SEASON[Number(month.slice(5, 7)) - 1]!) / days;
  return Array.from({ length: days }, (_, i) => {
    const period = `${month.slice(0, 8)}${String(i + 1).padStart(2, '0')}`;
    return { tag: tag.tag, period, subtag: '', ...figures(rng, Math.round(perDay * rng.float(0.6, 1.4)), tag.program) };
  });
}

/**
 * Rows with the subtags of the seeded visits (demoSubtagVisits): a sale on the visit's day through the site's own
 * tag, and per month one row with a sort code but no visit subtag (a link followed before the visit had one).
 */
function subtagRows(program: AffiliateProgram, month: string, now: Date): AffiliateReportFileRow[] {
  const tag = AFFILIATE_PROGRAMS[program].tag;
  const rng = new Random(`affiliate-report:${tag}:${month}:subtags`);
  const sale = (period: string, subtag: string, clicks: number): AffiliateReportFileRow => {
    const ordered = rng.int(1, 2);
    const revenue = Math.round(ordered * ITEM_PRICE_CENTS[program] * rng.float(0.7, 1.6));
    return {
      tag, period, subtag, clicks, ordered_units: ordered, shipped_units: ordered, returned_units: 0,
      sales_amount: cents(revenue), commission: cents(Math.round(revenue * rng.float(0.03, 0.05))),
    };
  };
  const visits = demoSubtagVisits(now).filter((visit) => visit.program === program && visit.day.startsWith(month.slice(0, 8)));
  return [...visits.map((visit) => sale(visit.day, siteSubtagOf(visit), 1)), sale(`${month.slice(0, 8)}15`, 'emb-5', 3)];
}

const byPlace = (a: AffiliateReportFileRow, b: AffiliateReportFileRow) =>
  a.tag.localeCompare(b.tag) || a.period.localeCompare(b.period) || (a.subtag ?? '').localeCompare(b.subtag ?? '');

/**
 * A year of the retailer's report files for the demo tags, as staff would download them: per program one file of
 * monthly rows (12 to 4 months back) and one of daily rows for each of the last three months, every tag of the
 * program in it, in the retailer's layouts in turn ('csv-title', 'tsv'). The same `now` gives the same files.
 */
export function demoAffiliateReports(now: Date, tags: readonly DemoReportTag[]): DemoReportFile[] {
  const files: DemoReportFile[] = [];
  const layouts: readonly AffiliateReportLayout[] = ['csv-title', 'tsv'];
  const programs = (['us', 'uk', 'ca'] as const).filter((program) => tags.some((tag) => tag.program === program));
  for (const program of programs) {
    const ofProgram = tags.filter((tag) => tag.program === program);
    const monthly: AffiliateReportFileRow[] = [];
    for (let back = FIRST_MONTH_BACK; back > DAILY_MONTHS_BACK[0]; back--) {
      const month = monthStart(now, back);
      for (const tag of ofProgram) if (back <= tag.sinceMonthsBack) monthly.push(monthlyRow(tag, month));
    }
    const push = (grain: 'month' | 'day', rows: AffiliateReportFileRow[], from: string, to: string) => {
      if (rows.length === 0) return;
      const layout = layouts[files.length % layouts.length]!;
      const extension = layout === 'tsv' ? 'tsv' : 'csv';
      files.push({
        fileName: `Fee-Earnings-${AFFILIATE_PROGRAMS[program].tag}-${from}_${to}.${extension}`,
        program,
        layout,
        content: formatAffiliateReport({ program, grain, rows: rows.sort(byPlace) }, layout),
      });
    };
    const lastMonthly = monthStart(now, DAILY_MONTHS_BACK[0] + 1);
    push('month', monthly, monthStart(now, FIRST_MONTH_BACK), lastDay(lastMonthly));
    for (const back of DAILY_MONTHS_BACK) {
      const month = monthStart(now, back);
      const rows = ofProgram.filter((tag) => back <= tag.sinceMonthsBack).flatMap((tag) => dailyRows(tag, month));
      if (back <= 2) rows.push(...subtagRows(program, month, now));
      push('day', rows, month, lastDay(month));
    }
  }
  return files;
}
