/**
 * Affiliate earnings read from ClickHouse `affiliate_earnings` (schema/004). Every value is a bound parameter.
 *
 * Which rows count: per (program, tag, grain, period) slice, only the rows of the newest import that covers it, so
 * importing a file again or a corrected file replaces figures and never adds them. An import covers a slice when it has
 * a row there, or when its file (the `affiliate.import.published` fact: tags, first and last day) spans it: a corrected
 * file that leaves a row out drops that row. Per (program, tag, month), the monthly rows when the newest monthly import
 * is newer than every daily one, else the daily rows (the newer report wins for the month).
 * `{tags:Array(String)}` limits the rows to those tags; an empty array means every tag.
 */
export const AFFILIATE_EFFECTIVE_ROWS_SQL = `
  WITH
    scoped AS (
      SELECT * FROM affiliate_earnings FINAL
      WHERE empty({tags:Array(String)}) OR has({tags:Array(String)}, tag)
    ),
    grains AS (
      SELECT import_id, any(grain) AS grain FROM affiliate_earnings GROUP BY import_id
    ),
    files AS (
      SELECT p.import_id AS import_id, p.program AS program, p.tags AS tags, g.grain AS grain,
             if(g.grain = 'month',
                arrayMap(i -> addMonths(toStartOfMonth(p.period_from), i), range(toUInt32(dateDiff('month', toStartOfMonth(p.period_from), toStartOfMonth(p.period_to))) + 1)),
                arrayMap(i -> addDays(p.period_from, i), range(toUInt32(dateDiff('day', p.period_from, p.period_to)) + 1))) AS periods
      FROM (
        SELECT JSONExtractUInt(payload, 'import_id') AS import_id, JSONExtractString(payload, 'program') AS program,
               JSONExtract(payload, 'tags', 'Array(String)') AS tags,
               toDate(JSONExtractString(payload, 'period_from')) AS period_from, toDate(JSONExtractString(payload, 'period_to')) AS period_to
        FROM events WHERE type = 'affiliate.import.published'
      ) AS p
      INNER JOIN grains AS g ON g.import_id = p.import_id
    ),
    covered AS (
      SELECT import_id, program, tag, grain, period FROM scoped
      UNION ALL
      SELECT import_id, program, file_tag AS tag, grain, file_period AS period FROM files
      ARRAY JOIN tags AS file_tag
      ARRAY JOIN periods AS file_period
      WHERE empty({tags:Array(String)}) OR has({tags:Array(String)}, file_tag)
    ),
    slices AS (
      SELECT program, tag, grain, period, max(import_id) AS newest
      FROM covered GROUP BY program, tag, grain, period
    ),
    chosen AS (
      SELECT e.* FROM scoped AS e
      INNER JOIN slices AS s ON e.program = s.program AND e.tag = s.tag AND e.grain = s.grain AND e.period = s.period AND e.import_id = s.newest
    ),
    months AS (
      SELECT program, tag, toStartOfMonth(period) AS month,
             maxIf(import_id, grain = 'month') AS month_import, maxIf(import_id, grain = 'day') AS day_import
      FROM chosen GROUP BY program, tag, month
    )
  SELECT c.* FROM chosen AS c
  INNER JOIN months AS m ON c.program = m.program AND c.tag = m.tag AND toStartOfMonth(c.period) = m.month
  WHERE (c.grain = 'month' AND m.month_import > m.day_import) OR (c.grain = 'day' AND m.day_import >= m.month_import)`;

/**
 * Per tag and month (YYYY-MM) of the counted rows: the retailer's figures, amounts as decimal strings.
 * Params: {tags:Array(String)}.
 */
export const AFFILIATE_MONTHLY_SQL = `
  SELECT tag, any(program) AS program, any(currency) AS currency, formatDateTime(period, '%Y-%m') AS year_month,
         sum(clicks) AS retailer_clicks, sum(ordered_units) AS ordered_units, sum(shipped_units) AS shipped_units,
         sum(returned_units) AS returned_units, toString(sum(sales_amount)) AS sales_amount, toString(sum(commission)) AS commission
  FROM (${AFFILIATE_EFFECTIVE_ROWS_SQL})
  GROUP BY tag, year_month
  ORDER BY tag, year_month DESC`;

/**
 * People's outbound post clicks per country and month (YYYY-MM): the site's own clicks for each program's tag.
 * Params: {from:Date} (first day of the earliest month wanted).
 */
export const SITE_CLICKS_BY_COUNTRY_MONTH_SQL = `
  SELECT country, formatDateTime(occurred_at, '%Y-%m') AS year_month, count() AS clicks
  FROM events FINAL
  WHERE type = 'post.click' AND traffic = 'human' AND occurred_at >= toDateTime64({from:Date}, 3)
  GROUP BY country, year_month`;

/**
 * Commission attributed to posts through the subtags of the counted rows, per post, program and month, for the score
 * job. Params: {tags:Array(String)} (empty: all), {from:Date}.
 */
export const AFFILIATE_POST_COMMISSION_SQL = `
  SELECT post_id, program, formatDateTime(period, '%Y-%m') AS year_month, toString(sum(commission)) AS commission
  FROM (${AFFILIATE_EFFECTIVE_ROWS_SQL})
  WHERE post_id > 0 AND period >= {from:Date}
  GROUP BY post_id, program, year_month`;

/** How many rows ClickHouse holds of each import asked for. Params: {imports:Array(UInt64)}. */
export const AFFILIATE_IMPORT_ROWS_SQL = `
  SELECT import_id, count() AS rows FROM affiliate_earnings FINAL
  WHERE has({imports:Array(UInt64)}, import_id)
  GROUP BY import_id`;

/**
 * The outbound post clicks of the visits that were given one of the subtags asked for (subtag.issued), oldest first:
 * the import job attributes a report row's earnings to the post its visit clicked. Params: {subtags:Array(String)}.
 */
export const AFFILIATE_SUBTAG_CLICKS_SQL = `
  SELECT s.subtag AS subtag, c.post_id AS post_id, c.sort AS sort, toString(c.occurred_at) AS occurred_at
  FROM (
    SELECT DISTINCT JSONExtractString(payload, 'subtag') AS subtag, session_id FROM events
    WHERE type = 'subtag.issued' AND has({subtags:Array(String)}, JSONExtractString(payload, 'subtag')) AND session_id != ''
  ) AS s
  INNER JOIN (
    SELECT session_id, post_id, sort, occurred_at FROM events FINAL
    WHERE type = 'post.click' AND post_id > 0 AND session_id IN (
      SELECT session_id FROM events WHERE type = 'subtag.issued' AND has({subtags:Array(String)}, JSONExtractString(payload, 'subtag'))
    )
  ) AS c ON c.session_id = s.session_id
  ORDER BY c.occurred_at, c.post_id`;
