/**
 * The read queries the product serves from ClickHouse, in one place for the API that runs them and the benchmarks
 * that time them. Exact: a fact delivered or sent more than once counts once (FINAL collapses the raw facts; the
 * rollups hold sets of event ids). Every value is a bound parameter.
 */

/** The surfaces whose impressions and clicks make a post's plain (list) figures. */
export const LIST_SURFACES = `('list', 'related', 'search')`;

/**
 * How each of the debug record's figures is made from rows of (type, surface, device, n): shared by the rollup read
 * and the raw read it replaced.
 */
const POST_DEBUG_FIGURES = `
    sumIf(n, type = 'post.click' AND surface IN ${LIST_SURFACES}) AS clicks,
    sumIf(n, type = 'post.impression' AND surface IN ${LIST_SURFACES}) AS impressions,
    sumIf(n, type = 'post.click' AND surface IN ${LIST_SURFACES} AND device = 'mobile') AS mobile_clicks,
    sumIf(n, type = 'post.impression' AND surface IN ${LIST_SURFACES} AND device = 'mobile') AS mobile_impressions,
    sumIf(n, type = 'post.click' AND surface = 'editorial') AS editorial_clicks,
    sumIf(n, type = 'post.impression' AND surface = 'editorial') AS editorial_impressions,
    sumIf(n, type = 'post.click' AND surface = 'editorial' AND device = 'mobile') AS mobile_editorial_clicks,
    sumIf(n, type = 'post.impression' AND surface = 'editorial' AND device = 'mobile') AS mobile_editorial_impressions,
    sumIf(n, type = 'post.click' AND surface = 'postpage') AS postpage_clicks,
    sumIf(n, type = 'post.impression' AND surface = 'postpage') AS postpage_impressions,
    sumIf(n, type = 'post.click' AND surface = 'postpage' AND device = 'mobile') AS mobile_postpage_clicks,
    sumIf(n, type = 'post.impression' AND surface = 'postpage' AND device = 'mobile') AS mobile_postpage_impressions`;

/**
 * A post's people-only impressions and clicks by surface and device (the staff debug record); parameter {post:UInt64}.
 * Read from the post's rows of the post_day_facts rollup: each row holds the set of its facts' ids, so a fact stored
 * twice counts once (schema/005_dashboard_rollups.sql).
 */
export const POST_DEBUG_COUNTS_SQL = `
  SELECT${POST_DEBUG_FIGURES}
  FROM (
    SELECT type, surface, device, uniqExactMerge(event_ids) AS n
    FROM post_day_facts
    WHERE post_id = {post:UInt64} AND traffic = 'human' AND type IN ('post.impression', 'post.click')
    GROUP BY type, surface, device
  )`;

/** The people-only native-ad counts every campaign figure is made of, over the raw rows a query selects. */
const AD_COUNTS = `
    countIf(type = 'native_ad.impression') AS impressions,
    countIf(type = 'native_ad.click') AS clicks,
    countIf(type = 'native_ad.saved') AS saves`;

/**
 * A campaign's billable figures per time bucket (the advertiser dashboard): impressions, clicks and saves of its
 * native ads by people, from its own range of ad_events. Parameters {campaign:UInt64}, {from:DateTime64(3)},
 * {to:DateTime64(3)}, {bucket:String} ('hour' or 'day'). Read raw with FINAL: ad_events is sorted by campaign, so
 * this reads one campaign's facts (about 20,000 at 100 million events), faster than merging the same facts' ids from
 * a per-campaign-per-hour rollup, which was measured and dropped (schema/006_drop_campaign_hourly.sql, README).
 */
export const CAMPAIGN_METRICS_SQL = `
  SELECT
    toString(if({bucket:String} = 'hour', toStartOfHour(occurred_at), toStartOfDay(occurred_at))) AS bucket,${AD_COUNTS}
  FROM ad_events FINAL
  WHERE campaign_id = {campaign:UInt64} AND traffic = 'human' AND occurred_at >= {from:DateTime64(3)} AND occurred_at < {to:DateTime64(3)}
  GROUP BY bucket
  ORDER BY bucket`;

/**
 * CAMPAIGN_METRICS_SQL for several campaigns at once, each over its own time range: the figures of campaign
 * {campaigns}[i] over [{froms}[i], {tos}[i]), one row per (campaign_id, bucket). Parameters {campaigns:Array(UInt64)}
 * (no campaign twice), {froms:Array(DateTime64(3))}, {tos:Array(DateTime64(3))} (as many), {bucket:String}. One scan
 * and one FINAL merge for all of them: per campaign, about half the engine's work of one read each (README, issue 20
 * §3). Each row is filtered by its own campaign's range, so every campaign gets exactly what its own read answers.
 */
export const CAMPAIGN_METRICS_BATCH_SQL = `
  SELECT
    campaign_id,
    toString(if({bucket:String} = 'hour', toStartOfHour(occurred_at), toStartOfDay(occurred_at))) AS bucket,${AD_COUNTS}
  FROM ad_events FINAL
  WHERE campaign_id IN {campaigns:Array(UInt64)} AND traffic = 'human'
    AND occurred_at >= arrayMin({froms:Array(DateTime64(3))}) AND occurred_at < arrayMax({tos:Array(DateTime64(3))})
    AND occurred_at >= {froms:Array(DateTime64(3))}[indexOf({campaigns:Array(UInt64)}, campaign_id)]
    AND occurred_at < {tos:Array(DateTime64(3))}[indexOf({campaigns:Array(UInt64)}, campaign_id)]
  GROUP BY campaign_id, bucket
  ORDER BY campaign_id, bucket`;

/**
 * The lifetime figures of every campaign of a dashboard page in one read: impressions, clicks and saves of their
 * native ads by people. Parameter {ids:Array(UInt64)}; campaigns without facts have no row.
 */
export const CAMPAIGN_FIGURES_SQL = `
  SELECT campaign_id,${AD_COUNTS}
  FROM ad_events FINAL
  WHERE campaign_id IN {ids:Array(UInt64)} AND traffic = 'human'
  GROUP BY campaign_id`;

/**
 * The reads from the raw facts with FINAL: the debug record as it was read before its rollup, and the campaign reads
 * the product runs; bench:analytics' baseline and the rollup test's reference.
 */
export const RAW_FINAL_READS = {
  POST_DEBUG_COUNTS_SQL: `
  SELECT${POST_DEBUG_FIGURES}
  FROM (
    SELECT type, surface, device, 1 AS n
    FROM events FINAL
    WHERE type IN ('post.impression', 'post.click') AND post_id = {post:UInt64} AND traffic = 'human'
  )`,
  CAMPAIGN_METRICS_SQL,
  CAMPAIGN_FIGURES_SQL,
} as const;

/**
 * The reference a campaign's expected clicks and saves are measured against: people's impressions, clicks and saves
 * of every campaign's native ads since {since:DateTime64(3)} (the dashboards use the last 30 days).
 */
export const NATIVE_AD_REFERENCE_SQL = `
  SELECT${AD_COUNTS}
  FROM ad_events FINAL
  WHERE campaign_id > 0 AND traffic = 'human' AND occurred_at >= {since:DateTime64(3)}`;

/**
 * A campaign's figures per native ad over a time range (the report by creative maps each ad to its creative).
 * Parameters {campaign:UInt64}, {from:DateTime64(3)}, {to:DateTime64(3)}.
 */
export const CAMPAIGN_FIGURES_BY_AD_SQL = `
  SELECT ad_id,${AD_COUNTS}
  FROM ad_events FINAL
  WHERE campaign_id = {campaign:UInt64} AND traffic = 'human' AND occurred_at >= {from:DateTime64(3)} AND occurred_at < {to:DateTime64(3)}
  GROUP BY ad_id
  ORDER BY ad_id`;
