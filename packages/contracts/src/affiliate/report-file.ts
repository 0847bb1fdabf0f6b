import {
  AFFILIATE_PROGRAMS,
  AFFILIATE_TAG_PATTERN,
  affiliatePrograms,
  programOfSiteTag,
  type AffiliateCurrency,
  type AffiliateProgram,
} from './affiliate-programs';

/**
 * The retailer's affiliate report files (Amazon Associates): per tracking id, clicks, items ordered, shipped and
 * returned, revenue and earnings, by day or by month, as CSV or tab-separated text with a title line above the header
 * and amounts in the program's currency. One parser for the API (checks an upload before it is accepted) and the
 * import job (which writes the rows).
 */

/** The largest report file taken in (bytes). */
export const AFFILIATE_REPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The most rows a report may have. */
export const AFFILIATE_REPORT_MAX_ROWS = 200_000;

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

/** What an import keeps of a parsed report beside its file: its program, how many rows, its tags and the days it covers. */
export function reportSummary(report: AffiliateReport): { program: AffiliateProgram; rows: number; tags: string[]; periodFrom: Date; periodTo: Date } {
  return {
    program: report.program,
    rows: report.rows.length,
    tags: report.tags,
    periodFrom: new Date(`${report.period_from}T00:00:00Z`),
    periodTo: new Date(`${report.period_to}T00:00:00Z`),
  };
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
  checkText(text);
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.every((line) => line.trim() === '')) {
    throw new AffiliateReportFormatError('The file is empty: it has no header line and no rows.', null, null);
  }
  const header = findHeader(lines);
  const records = readRecords(lines, header);
  if (records.length === 0) {
    throw new AffiliateReportFormatError(
      `The report has a header (line ${header.line}) but no rows.`,
      header.line,
      null,
    );
  }
  const program = resolveProgram(header, records, options.program ?? null, options.fileName ?? null);
  return readRows(header, records, program);
}

// ---------------------------------------------------------------------------------------------------------------
// The text and its lines

const HEADER_SEARCH_LINES = 10;

function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
  }
  return line;
}

function checkText(text: string): void {
  const nul = text.indexOf('\u0000');
  if (nul >= 0) {
    const line = lineOfOffset(text, nul);
    throw new AffiliateReportFormatError(
      `Line ${line}: the file contains a NUL character; it is not a text report (save the report as CSV or tab-separated text).`,
      line,
      null,
    );
  }
  const surrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  if (surrogate) {
    const line = lineOfOffset(text, surrogate.index);
    throw new AffiliateReportFormatError(
      `Line ${line}: the text has a broken character (a lone UTF-16 surrogate).`,
      line,
      null,
    );
  }
  const replacement = text.indexOf('\uFFFD');
  if (replacement >= 0) {
    const line = lineOfOffset(text, replacement);
    throw new AffiliateReportFormatError(
      `Line ${line}: the file is not UTF-8 text (a character could not be read); save the report as UTF-8.`,
      line,
      null,
    );
  }
}

type Delimiter = ',' | '\t';

/** One line's fields; `open` when a quoted field runs on past the end of the text given. */
function splitFields(
  text: string,
  delimiter: Delimiter,
): { fields: string[]; open: false } | { open: true; field: number } | { badQuoteField: number } {
  const fields: string[] = [];
  let current = '';
  let inQuotes = false;
  let afterQuote = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          current += '"';
          i++;
        } else {
          inQuotes = false;
          afterQuote = true;
        }
      } else {
        current += c;
      }
    } else if (c === delimiter) {
      fields.push(current);
      current = '';
      afterQuote = false;
    } else if (afterQuote) {
      if (c !== ' ' && c !== '\t') return { badQuoteField: fields.length };
    } else if (c === '"' && current.trim() === '') {
      inQuotes = true;
      current = '';
    } else {
      current += c;
    }
  }
  if (inQuotes) return { open: true, field: fields.length };
  fields.push(current);
  return { fields, open: false };
}

type Role =
  | 'tag'
  | 'date'
  | 'month'
  | 'subtag'
  | 'clicks'
  | 'ordered'
  | 'shipped'
  | 'returned'
  | 'revenue'
  | 'earnings';

const ROLE_NAMES: Record<string, Role> = {
  trackingid: 'tag',
  tag: 'tag',
  date: 'date',
  day: 'date',
  month: 'month',
  subtag: 'subtag',
  ascsubtag: 'subtag',
  clicks: 'clicks',
  itemsordered: 'ordered',
  ordereditems: 'ordered',
  itemsshipped: 'shipped',
  shippeditems: 'shipped',
  returns: 'returned',
  itemsreturned: 'returned',
  returneditems: 'returned',
  revenue: 'revenue',
  shippeditemsrevenue: 'revenue',
  sales: 'revenue',
  earnings: 'earnings',
  adfees: 'earnings',
  commission: 'earnings',
  totalearnings: 'earnings',
};

/** The name a missing column is asked for by. */
const ROLE_LABELS: Record<Role, string> = {
  tag: 'Tracking ID',
  date: 'Date',
  month: 'Month',
  subtag: 'Sub Tag',
  clicks: 'Clicks',
  ordered: 'Items Ordered',
  shipped: 'Items Shipped',
  returned: 'Returns',
  revenue: 'Revenue',
  earnings: 'Earnings',
};

/** A currency as a report writes it: a code, or the bare `$` that both dollar programs use. */
type Money = AffiliateCurrency | 'dollar';

const CURRENCY_WORDS: Record<string, Money> = {
  $: 'dollar',
  usd: 'USD',
  us$: 'USD',
  '£': 'GBP',
  gbp: 'GBP',
  cdn$: 'CAD',
  ca$: 'CAD',
  c$: 'CAD',
  cad: 'CAD',
};

interface Column {
  index: number;
  role: Role;
  /** The header cell as the file writes it, for messages. */
  name: string;
  /** The currency the header gives the column, for amounts. */
  currency: Money | null;
}

interface Header {
  line: number;
  delimiter: Delimiter;
  width: number;
  columns: Partial<Record<Role, Column>>;
  /** The non-blank lines above the header. */
  title: Array<{ line: number; text: string }>;
}

function columnOf(cell: string, index: number): Column | { unknownCurrency: string; name: string } | null {
  const name = cell.trim();
  const bracket = /[([]([^)\]]*)[)\]]/.exec(name);
  const key = name
    .replace(/[([][^)\]]*[)\]]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const role = ROLE_NAMES[key];
  if (!role) return null;
  let currency: Money | null = null;
  if ((role === 'revenue' || role === 'earnings') && bracket) {
    const word = (bracket[1] ?? '').trim().toLowerCase();
    currency = CURRENCY_WORDS[word] ?? null;
    if (!currency && word !== '' && word !== '%') return { unknownCurrency: (bracket[1] ?? '').trim(), name };
  }
  return { index, role, name, currency };
}

function readHeader(
  fields: string[],
  line: number,
  delimiter: Delimiter,
  title: Header['title'],
): Header | null {
  const columns: Partial<Record<Role, Column>> = {};
  let known = 0;
  const found: Array<{ column: Column | { unknownCurrency: string; name: string } }> = [];
  fields.forEach((cell, index) => {
    const column = columnOf(cell, index);
    if (column) found.push({ column });
  });
  const hasTag = found.some(({ column }) => 'role' in column && column.role === 'tag');
  if (!hasTag || found.length < 3) return null;
  for (const { column } of found) {
    if (!('role' in column)) {
      throw new AffiliateReportFormatError(
        `The header (line ${line}), column "${column.name}": "${column.unknownCurrency}" is not a currency of the programs (USD, GBP, CAD).`,
        line,
        column.name,
      );
    }
    const earlier = columns[column.role];
    if (earlier) {
      throw new AffiliateReportFormatError(
        `The header (line ${line}) has two ${ROLE_LABELS[column.role]} columns ("${earlier.name}" and "${column.name}").`,
        line,
        column.name,
      );
    }
    columns[column.role] = column;
    known++;
  }
  if (known < 3) return null;
  return { line, delimiter, width: fields.length, columns, title };
}

function findHeader(lines: string[]): Header {
  const title: Header['title'] = [];
  let seen = 0;
  for (let i = 0; i < lines.length && seen < HEADER_SEARCH_LINES; i++) {
    const text = lines[i] ?? '';
    if (text.trim() === '') continue;
    seen++;
    const delimiters: Delimiter[] = text.includes('\t') ? ['\t', ','] : [','];
    for (const delimiter of delimiters) {
      const split = splitFields(text, delimiter);
      if (!('fields' in split)) continue;
      const header = readHeader(split.fields, i + 1, delimiter, title);
      if (header) {
        for (const role of ['tag', 'ordered', 'shipped', 'revenue', 'earnings'] as const) {
          if (!header.columns[role]) {
            throw new AffiliateReportFormatError(
              `The header (line ${header.line}) has no "${ROLE_LABELS[role]}" column.`,
              header.line,
              ROLE_LABELS[role],
            );
          }
        }
        if (!header.columns.date && !header.columns.month) {
          throw new AffiliateReportFormatError(
            `The header (line ${header.line}) has no "Date" or "Month" column.`,
            header.line,
            'Date',
          );
        }
        return header;
      }
    }
    title.push({ line: i + 1, text: text.trim() });
  }
  throw new AffiliateReportFormatError(
    'No header line found: the report needs a line naming its columns, with "Tracking ID", "Items Ordered" and "Items Shipped" among them.',
    null,
    null,
  );
}

interface RawRecord {
  line: number;
  fields: string[];
}

/** How many lines one quoted field may run over before its quote counts as never closed. */
const MULTILINE_FIELD_LINES = 20;

const TOTAL_TAG = /^(grand\s*)?totals?:?$/i;

function readRecords(lines: string[], header: Header): RawRecord[] {
  const records: RawRecord[] = [];
  const names = (index: number): string | null =>
    Object.values(header.columns).find((column) => column.index === index)?.name ?? null;
  for (let i = header.line; i < lines.length; i++) {
    if ((lines[i] ?? '').trim() === '') continue;
    const line = i + 1;
    let text = lines[i] ?? '';
    let split = splitFields(text, header.delimiter);
    const firstLine = i;
    while ('open' in split && split.open && i + 1 < lines.length && i - firstLine < MULTILINE_FIELD_LINES) {
      i++;
      text += '\n' + (lines[i] ?? '');
      split = splitFields(text, header.delimiter);
    }
    if ('badQuoteField' in split) {
      const column = names(split.badQuoteField);
      throw new AffiliateReportFormatError(
        `Line ${line}${column ? `, column "${column}"` : `, field ${split.badQuoteField + 1}`}: text after a closing quote (write a quote inside a quoted field as "").`,
        line,
        column,
      );
    }
    if (!('fields' in split)) {
      const column = names(split.field);
      throw new AffiliateReportFormatError(
        `Line ${line}${column ? `, column "${column}"` : `, field ${split.field + 1}`}: a quoted field opened here is never closed.`,
        line,
        column,
      );
    }
    const fields = split.fields;
    if (fields.every((field) => field.trim() === '')) continue;
    const tagIndex = header.columns.tag!.index;
    if (TOTAL_TAG.test((fields[tagIndex] ?? '').trim())) continue;
    if (records.length >= AFFILIATE_REPORT_MAX_ROWS) {
      throw new AffiliateReportFormatError(
        `Line ${line}: the report has more than ${AFFILIATE_REPORT_MAX_ROWS.toLocaleString('en-US')} rows; split it into smaller files.`,
        line,
        null,
      );
    }
    records.push({ line, fields });
  }
  return records;
}

// ---------------------------------------------------------------------------------------------------------------
// The program

interface MoneySeen {
  money: Money;
  line: number;
  column: string;
  /** The cell, for a row; null for the header. */
  cell: string | null;
}

const AMOUNT_PREFIX = /^\(?[-\u2212]?\s*(CDN\$|CA\$|C\$|US\$|\$|£|USD|GBP|CAD)/i;
const AMOUNT_SUFFIX = /\s(USD|GBP|CAD)\)?$/i;

function moneyOfCell(cell: string): Money | null {
  const text = cell.trim();
  const word = AMOUNT_PREFIX.exec(text)?.[1] ?? AMOUNT_SUFFIX.exec(text)?.[1];
  return word ? (CURRENCY_WORDS[word.toLowerCase()] ?? null) : null;
}

function fits(money: Money, program: AffiliateProgram): boolean {
  return money === 'dollar' ? program === 'us' || program === 'ca' : AFFILIATE_PROGRAMS[program].currency === money;
}

function programOfMoney(money: AffiliateCurrency): AffiliateProgram {
  return affiliatePrograms.find((program) => AFFILIATE_PROGRAMS[program].currency === money)!;
}

/** The storefront a title (or the file's name) names. */
function programOfTitle(title: string): AffiliateProgram | null {
  if (/amazon\.co\.uk/i.test(title)) return 'uk';
  if (/amazon\.ca\b/i.test(title)) return 'ca';
  if (/amazon\.com(?![.\w])/i.test(title)) return 'us';
  return null;
}

function programOfTag(tag: string): AffiliateProgram | null {
  const own = programOfSiteTag(tag);
  if (own) return own;
  if (/-21$/.test(tag)) return 'uk';
  if (/0c-20$/.test(tag)) return 'ca';
  if (/-20$/.test(tag)) return 'us';
  return null;
}

function describe(seen: MoneySeen): string {
  return seen.cell === null
    ? `The header (line ${seen.line}), column "${seen.column}"`
    : `Line ${seen.line}, column "${seen.column}"`;
}

function moneyLabel(money: Money): string {
  return money === 'dollar' ? 'dollars' : money;
}

function resolveProgram(
  header: Header,
  records: RawRecord[],
  chosen: AffiliateProgram | null,
  fileName: string | null,
): AffiliateProgram {
  const seen: MoneySeen[] = [];
  for (const role of ['revenue', 'earnings'] as const) {
    const column = header.columns[role]!;
    if (column.currency) seen.push({ money: column.currency, line: header.line, column: column.name, cell: null });
  }
  for (const record of records) {
    for (const role of ['revenue', 'earnings'] as const) {
      const column = header.columns[role]!;
      const cell = record.fields[column.index] ?? '';
      const money = moneyOfCell(cell);
      if (money) seen.push({ money, line: record.line, column: column.name, cell: cell.trim() });
    }
  }
  const titled = header.title
    .map(({ line, text }) => ({ line, program: programOfTitle(text) }))
    .find((title) => title.program !== null);
  const titleProgram = titled?.program ?? null;
  const titleLine = titled?.line ?? null;

  if (chosen) {
    const wrong = seen.find((s) => !fits(s.money, chosen));
    if (wrong) {
      const what = wrong.cell === null ? `the amounts are in ${moneyLabel(wrong.money)}` : `"${wrong.cell}" is in ${moneyLabel(wrong.money)}`;
      throw new AffiliateReportFormatError(
        `${describe(wrong)}: ${what}, but the report is for ${AFFILIATE_PROGRAMS[chosen].name} (${AFFILIATE_PROGRAMS[chosen].currency}).`,
        wrong.line,
        wrong.column,
      );
    }
    if (titleProgram && titleProgram !== chosen) {
      throw new AffiliateReportFormatError(
        `Line ${titleLine}: the title names ${AFFILIATE_PROGRAMS[titleProgram].name}, but the report is for ${AFFILIATE_PROGRAMS[chosen].name}.`,
        titleLine,
        null,
      );
    }
    return chosen;
  }

  let money: Money | null = null;
  let first: MoneySeen | null = null;
  for (const s of seen) {
    if (!money || !first) {
      money = s.money;
      first = s;
    } else if (money !== s.money) {
      if (money === 'dollar' && s.money !== 'GBP') {
        money = s.money;
        first = s;
      } else if (!(s.money === 'dollar' && money !== 'GBP')) {
        throw new AffiliateReportFormatError(
          `${describe(s)}: amounts in ${moneyLabel(s.money)}, but ${first.cell === null ? `the header (line ${first.line})` : `line ${first.line}`}, column "${first.column}" has ${moneyLabel(money)}; a report is in one currency.`,
          s.line,
          s.column,
        );
      }
    }
  }

  const tagIndex = header.columns.tag!.index;
  const tagPrograms = new Set(
    records.map((record) => programOfTag((record.fields[tagIndex] ?? '').trim())).filter((p) => p !== null),
  );
  let program: AffiliateProgram | null = null;
  if (money && money !== 'dollar') program = programOfMoney(money);
  else if (money === 'dollar') {
    program = titleProgram === 'ca' || tagPrograms.has('ca') ? 'ca' : 'us';
  } else if (titleProgram) program = titleProgram;
  else if (fileName && programOfTitle(fileName)) program = programOfTitle(fileName);
  else if (tagPrograms.size === 1) program = [...tagPrograms][0] ?? null;

  if (!program) {
    throw new AffiliateReportFormatError(
      'The report does not say which program (country) it is for: no currency, no storefront in the title, and its tracking ids do not tell; choose the program.',
      null,
      null,
    );
  }
  if (first && titleProgram && !fits(first.money, titleProgram)) {
    throw new AffiliateReportFormatError(
      `${describe(first)}: amounts in ${moneyLabel(first.money)}, but the title names ${AFFILIATE_PROGRAMS[titleProgram].name} (${AFFILIATE_PROGRAMS[titleProgram].currency}).`,
      first.line,
      first.column,
    );
  }
  return program;
}

// ---------------------------------------------------------------------------------------------------------------
// The rows

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function monthNumber(word: string): number | null {
  const lower = word.toLowerCase();
  const index = MONTHS.findIndex((m) => lower.startsWith(m));
  if (index < 0) return null;
  const full = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'][index];
  return full?.startsWith(lower) || lower === 'sept' ? index + 1 : null;
}

/** A match's groups, '' for one that did not take part. */
function groups(pattern: RegExp, text: string): string[] | null {
  const match = pattern.exec(text);
  return match ? Array.from(match, (group) => group ?? '') : null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function parseDay(cell: string, program: AffiliateProgram): string | null {
  if (/[ T]\d{1,2}:\d{2}(:\d{2})?(\.\d+)?(Z| ?UTC)?$/.test(cell)) {
    cell = cell.replace(/[ T]\d{1,2}:\d{2}(:\d{2})?(\.\d+)?(Z| ?UTC)?$/, '');
  }
  let m = groups(/^(\d{4})-(\d{1,2})-(\d{1,2})$/, cell);
  if (m) return isoDay(+m[1]!, +m[2]!, +m[3]!);
  m = groups(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, cell);
  if (m) return program === 'uk' ? isoDay(+m[3]!, +m[2]!, +m[1]!) : isoDay(+m[3]!, +m[1]!, +m[2]!);
  m = groups(/^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/, cell);
  if (m) {
    const month = monthNumber(m[1]!);
    return month ? isoDay(+m[3]!, month, +m[2]!) : null;
  }
  m = groups(/^(\d{1,2}) ([A-Za-z]{3,9})\.?,? (\d{4})$/, cell);
  if (m) {
    const month = monthNumber(m[2]!);
    return month ? isoDay(+m[3]!, month, +m[1]!) : null;
  }
  return null;
}

function parseMonth(cell: string): string | null {
  let m = groups(/^(\d{4})[-/](\d{1,2})$/, cell);
  if (m) return isoDay(+m[1]!, +m[2]!, 1);
  m = groups(/^(\d{1,2})\/(\d{4})$/, cell);
  if (m) return isoDay(+m[2]!, +m[1]!, 1);
  m = groups(/^([A-Za-z]{3,9})\.?,? (\d{4})$/, cell);
  if (m) {
    const month = monthNumber(m[1]!);
    return month ? isoDay(+m[2]!, month, 1) : null;
  }
  return null;
}

function shown(cell: string): string {
  if (cell === '') return 'an empty cell';
  const short = cell.length > 40 ? `${cell.slice(0, 40)}…` : cell;
  return `"${short}"`;
}

function rowError(line: number, column: Column, what: string): AffiliateReportFormatError {
  return new AffiliateReportFormatError(`Line ${line}, column "${column.name}": ${what}.`, line, column.name);
}

function parseCount(cell: string, line: number, column: Column): number {
  const text = cell.trim();
  if (/^(\d{1,3}(,\d{3})+|\d+)$/.test(text)) {
    const value = Number(text.replace(/,/g, ''));
    if (value <= 1_000_000_000) return value;
  }
  throw rowError(line, column, `expected a whole number, got ${shown(text)}`);
}

/** An amount as a two-decimal string, read digit by digit (no floating point). */
function parseAmount(cell: string, line: number, column: Column): string {
  const original = cell.trim();
  let text = original;
  let negative = false;
  const paren = /^\((.*)\)$/.exec(text);
  if (paren) {
    negative = true;
    text = (paren[1] ?? '').trim();
  }
  const takeSign = (): void => {
    if (/^[-\u2212]/.test(text)) {
      if (negative) throw rowError(line, column, `expected an amount such as 1234.56, got ${shown(original)}`);
      negative = true;
      text = text.slice(1).trim();
    }
  };
  takeSign();
  text = text.replace(/^(CDN\$|CA\$|C\$|US\$|\$|£|USD|GBP|CAD)\s*/i, '');
  takeSign();
  text = text.replace(/\s+(USD|GBP|CAD)$/i, '');
  const m = groups(/^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/, text);
  if (!m) throw rowError(line, column, `expected an amount such as 1234.56, got ${shown(original)}`);
  let fraction = m[2] ?? '';
  if (fraction.length > 2) {
    if (/[^0]/.test(fraction.slice(2))) {
      throw rowError(line, column, `expected an amount with at most two decimals, got ${shown(original)}`);
    }
    fraction = fraction.slice(0, 2);
  }
  fraction = fraction.padEnd(2, '0');
  const whole = (m[1] ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (whole.length > 10) throw rowError(line, column, `the amount ${shown(original)} is too large`);
  const zero = /^0+$/.test(whole) && fraction === '00';
  return `${negative && !zero ? '-' : ''}${whole}.${fraction}`;
}

const SUBTAG_PATTERN = /^[\x21-\x7E]{1,96}$/;

function readRows(header: Header, records: RawRecord[], program: AffiliateProgram): AffiliateReport {
  const columns = header.columns;
  const periodColumn = (columns.date ?? columns.month)!;
  const rows: AffiliateReportRow[] = [];
  const seen = new Map<string, number>();
  let grain: AffiliateReportGrain | null = null;
  let grainLine = 0;
  const dayFormat = program === 'uk' ? 'YYYY-MM-DD or DD/MM/YYYY' : 'YYYY-MM-DD or MM/DD/YYYY';

  for (const { line, fields } of records) {
    if (fields.length < header.width) {
      throw new AffiliateReportFormatError(
        `Line ${line} has ${fields.length} field${fields.length === 1 ? '' : 's'}; the header (line ${header.line}) has ${header.width}.`,
        line,
        null,
      );
    }
    if (fields.length > header.width && fields.slice(header.width).some((field) => field.trim() !== '')) {
      throw new AffiliateReportFormatError(
        `Line ${line} has ${fields.length} fields; the header (line ${header.line}) has ${header.width}.`,
        line,
        null,
      );
    }
    const cell = (column: Column): string => (fields[column.index] ?? '').trim();

    const tagColumn = columns.tag!;
    const tag = cell(tagColumn);
    if (!AFFILIATE_TAG_PATTERN.test(tag)) {
      throw rowError(line, tagColumn, `expected a tracking id (letters, digits and hyphens, such as emberhold-20), got ${shown(tag)}`);
    }

    const periodCell = cell(periodColumn);
    let period: string | null;
    let rowGrain: AffiliateReportGrain;
    if (periodColumn.role === 'date') {
      period = parseDay(periodCell, program);
      rowGrain = 'day';
      if (!period) {
        period = parseMonth(periodCell);
        rowGrain = 'month';
      }
      if (!period) throw rowError(line, periodColumn, `expected a date (${dayFormat}), got ${shown(periodCell)}`);
    } else {
      rowGrain = 'month';
      period = parseMonth(periodCell);
      if (!period) {
        const day = parseDay(periodCell, program);
        if (day?.endsWith('-01')) period = day;
      }
      if (!period) throw rowError(line, periodColumn, `expected a month (YYYY-MM or Nov 2026), got ${shown(periodCell)}`);
    }
    if (grain === null) {
      grain = rowGrain;
      grainLine = line;
    } else if (grain !== rowGrain) {
      throw rowError(
        line,
        periodColumn,
        `${shown(periodCell)} is a ${rowGrain}, but line ${grainLine} gives a ${grain}; a report is by day or by month, not both`,
      );
    }

    let subtag = '';
    if (columns.subtag) {
      subtag = cell(columns.subtag);
      if (subtag !== '' && !SUBTAG_PATTERN.test(subtag)) {
        throw rowError(line, columns.subtag, `expected a subtag of up to 96 letters, digits or punctuation marks, got ${shown(subtag)}`);
      }
    }

    const key = `${tag}\u0000${period}\u0000${subtag}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const when = rowGrain === 'month' ? period.slice(0, 7) : period;
      throw new AffiliateReportFormatError(
        `Line ${line} repeats line ${earlier} (tag ${tag}, ${when}${subtag ? `, subtag ${subtag}` : ''}).`,
        line,
        null,
      );
    }
    seen.set(key, line);

    rows.push({
      line,
      tag,
      grain: rowGrain,
      period,
      subtag,
      clicks: columns.clicks ? parseCount(cell(columns.clicks), line, columns.clicks) : 0,
      ordered_units: parseCount(cell(columns.ordered!), line, columns.ordered!),
      shipped_units: parseCount(cell(columns.shipped!), line, columns.shipped!),
      returned_units: columns.returned ? parseCount(cell(columns.returned), line, columns.returned) : 0,
      sales_amount: parseAmount(cell(columns.revenue!), line, columns.revenue!),
      commission: parseAmount(cell(columns.earnings!), line, columns.earnings!),
    });
  }

  let from = rows[0]!.period;
  let to = from;
  for (const row of rows) {
    if (row.period < from) from = row.period;
    const end = row.grain === 'month' ? lastDayOfMonth(row.period) : row.period;
    if (end > to) to = end;
  }
  return {
    program,
    currency: AFFILIATE_PROGRAMS[program].currency,
    grain: grain!,
    rows,
    tags: [...new Set(rows.map((row) => row.tag))].sort(),
    period_from: from,
    period_to: to,
  };
}

/** The last day of the month a YYYY-MM-DD date is in. */
export function lastDayOfMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${day.slice(0, 7)}-${pad(daysIn(year, month))}`;
}
