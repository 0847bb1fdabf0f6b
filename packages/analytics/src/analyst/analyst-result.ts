/** One column of an analyst query's result, as ClickHouse names and types it. */
export interface AnalystColumn {
  name: string;
  type: string;
}

/**
 * An analyst query's result: the columns and the rows as ClickHouse's JSONCompact output gives them (64-bit
 * integers and decimals as strings, so no figure loses precision in JavaScript; dates as text; NULL as null).
 */
export interface AnalystResult {
  columns: AnalystColumn[];
  rows: unknown[][];
  /** Seconds the engine spent, when it reported it. */
  elapsed?: number;
  rowsRead?: number;
}

export const analystFormats = ['table', 'csv', 'json'] as const;
export type AnalystFormat = (typeof analystFormats)[number];

/** Longest cell the table shows; csv and json print every value whole. */
export const TABLE_CELL_LIMIT = 80;

const numericType = /^(U?Int(8|16|32|64|128|256)|Float(32|64)|BFloat16|Decimal(32|64|128|256)?(\(.*\))?)$/;

/** Int*, UInt*, Float*, Decimal*, also inside Nullable(...) and LowCardinality(...): right-aligned in a table. */
export function isNumericType(type: string): boolean {
  let inner = type.trim();
  for (;;) {
    const wrapped = /^(Nullable|LowCardinality)\((.*)\)$/.exec(inner);
    if (!wrapped) break;
    inner = wrapped[2]!.trim();
  }
  return numericType.test(inner);
}

/** A value as text: NULL for null, JSON for arrays, maps and tuples, the value itself otherwise. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function width(text: string): number {
  return [...text].length;
}

/** A table cell: control characters escaped so a row stays one line, long values cut with an ellipsis. */
function cell(value: unknown): { text: string; cut: boolean } {
  const text = plain(value).replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
  const chars = [...text];
  if (chars.length <= TABLE_CELL_LIMIT) return { text, cut: false };
  return { text: `${chars.slice(0, TABLE_CELL_LIMIT - 1).join('')}…`, cut: true };
}

function rowCount(result: AnalystResult): string {
  const count = `${result.rows.length} ${result.rows.length === 1 ? 'row' : 'rows'}`;
  return result.elapsed === undefined ? `(${count})` : `(${count}, ${result.elapsed.toFixed(3)} s)`;
}

/**
 * An aligned text table: a header of column names, a rule, one line per row (numbers right-aligned, text
 * left-aligned, columns separated by " | "), then a line with the row count and the engine's time.
 */
export function formatTable(result: AnalystResult): string {
  if (result.columns.length === 0) return `${rowCount(result)}\n`;
  const numeric = result.columns.map((column) => isNumericType(column.type));
  let cutAny = false;
  const body = result.rows.map((row) =>
    result.columns.map((_, index) => {
      const { text, cut } = cell(row[index]);
      cutAny ||= cut;
      return text;
    }),
  );
  const widths = result.columns.map((column, index) => Math.max(width(column.name), ...body.map((line) => width(line[index]!))));
  const pad = (text: string, index: number): string => {
    const fill = ' '.repeat(widths[index]! - width(text));
    return numeric[index] ? fill + text : text + fill;
  };
  const line = (cells: string[]): string => ` ${cells.map(pad).join(' | ')} `.trimEnd();
  const lines = [
    line(result.columns.map((column) => column.name)),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...body.map(line),
    rowCount(result),
  ];
  if (cutAny) lines.push(`(values longer than ${TABLE_CELL_LIMIT} characters are cut; --format csv or json prints them whole)`);
  return `${lines.join('\n')}\n`;
}

function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a header line, quoted as RFC 4180 says (lines end in \n, as ClickHouse's own CSV); NULL is an empty field. */
export function formatCsv(result: AnalystResult): string {
  const lines = [result.columns.map((column) => csvField(column.name)), ...result.rows.map((row) => result.columns.map((_, index) => csvField(row[index])))];
  return lines.map((fields) => `${fields.join(',')}\n`).join('');
}

/** A JSON array with one object per row, one row per line (jq-friendly). */
export function formatJson(result: AnalystResult): string {
  if (result.rows.length === 0) return '[]\n';
  const objects = result.rows.map((row) => JSON.stringify(Object.fromEntries(result.columns.map((column, index) => [column.name, row[index] ?? null]))));
  return `[\n${objects.join(',\n')}\n]\n`;
}

export function formatResult(result: AnalystResult, format: AnalystFormat): string {
  if (format === 'csv') return formatCsv(result);
  if (format === 'json') return formatJson(result);
  return formatTable(result);
}
